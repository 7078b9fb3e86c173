// The emulator set as close to a PSP-1000 as it goes: 32 MB, no fast-memory shortcut, a bad
// memory access stops the game instead of being ignored, and the CPU at the 222 MHz a game
// gets unless it raises the clock. `run.mjs` applies these when BOUNCE_EMU_STRICT=1, so
// every emulator script can run once more strictly (`.ci/run` does for the scripts that
// matter for hardware); options given with --core-option still win.
export const STRICT_OPTIONS = Object.freeze({
  ppsspp_psp_model: 'psp_1000',
  ppsspp_fast_memory: 'disabled',
  ppsspp_ignore_bad_memory_access: 'disabled',
  ppsspp_locked_cpu_speed: '222MHz',
});

/** The strict options when `env` asks for them, else none. */
export function strictOptions(env = process.env) {
  return env.BOUNCE_EMU_STRICT === '1' ? { ...STRICT_OPTIONS } : {};
}
