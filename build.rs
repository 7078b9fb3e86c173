//! Build script. Later issues validate and embed the resource folder here.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
}
