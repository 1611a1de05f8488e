// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport/UIKit.swiftoverlay` names
// `_Testing_UIKit`), and the Linux toolchain carries that declaration without the module. With a UIKit module on
// Linux, every file importing both Testing and UIKit then fails with "no such module '_Testing_UIKit'". This
// empty module is what the compiler looks for; the UIKit target depends on it so it is always built beside UIKit.
