// The module UIKit code imports, under the name it imports: `import UIKit` compiles unchanged off Apple
// platforms and `#if canImport(UIKit)` is true there. ResponderKit is the implementation; this module only
// re-exports it, and with it Foundation, as Apple's UIKit re-exports Foundation.
@_exported import ResponderKit
