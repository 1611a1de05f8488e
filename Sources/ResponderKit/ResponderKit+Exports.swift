// `import UIKit` makes Foundation's names (CGRect, NotificationCenter, NSValue, DispatchQueue, TimeInterval,
// atan2...) visible to the importing file; re-exporting Foundation gives `import ResponderKit` the same reach,
// so a ported file needs no extra import line.
@_exported import Foundation
