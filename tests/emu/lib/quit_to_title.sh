# The pause / quit-to-title run that game.sh, ms.sh and savedata.sh share (in the emulator, and
# `bounceback app` on the host, which takes the same --press options); sourced from the crate
# root. From the title on New Game: 40 START -> the level list, 60 CROSS -> level 1's banner,
# 90 CROSS plays, 100-160 RIGHT, 170 START pauses, 200 START resumes, 230 START pauses again,
# 250/262/274 DOWN to QUIT TO TITLE, 290 CROSS asks, 300 LEFT selects YES, 312 CROSS quits
# (the save is written); the title then opens on CONTINUE.
quit_to_title=(
    --press 40:start --press 60:cross --press 90:cross --press 100:right:60
    --press 170:start --press 200:start --press 230:start
    --press 250:down --press 262:down --press 274:down --press 290:cross
    --press 300:left --press 312:cross
)
# A run of this many frames has quit to the title and stored the save.
quit_to_title_frames=340
