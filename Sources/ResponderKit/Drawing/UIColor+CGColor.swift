import Foundation

// Layers take Core Graphics colors; these convert both ways so code that writes `layer.borderColor =
// UIColor.red.cgColor` or reads a layer's color back into a UIColor keeps its meaning (spec <doc:Catalog#P40>).
extension UIColor {
    /// The color as a ``CGColor``: white and opacity for a gray, red, green, blue and opacity otherwise.
    public var cgColor: CGColor {
        isGray ? CGColor(gray: redComponent, alpha: alphaComponent)
            : CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
    }

    /// Creates a color with the components of `cgColor`; a color with no components is clear.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0]
        if components.count < 4 {
            self.init(white: components.first ?? 0, alpha: cgColor.alpha)
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }
}
