import Foundation

// Frames that Auto Layout computes land on the screen's pixel grid, as UIKit's do: each edge is rounded to the
// nearest pixel in the layout root's coordinates and the size is the distance between the rounded edges, so
// neighbours that share an edge in the solution still share it, and no view is blurred between pixels
// (spec U41).

extension UIView {
    /// Pixels per point of the screen the layout root is shown on, or of the main screen for a root in no
    /// window, as UIKit reads the display scale of the main screen then.
    var layoutPixelScale: CGFloat {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// `value` rounded to the nearest multiple of `1 / scale`, halves away from zero.
    static func pixelAligned(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `rect` with every edge on the pixel grid of `scale` (spec <doc:Catalog#U41>).
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = pixelAligned(rect.minX, scale: scale), minY = pixelAligned(rect.minY, scale: scale)
        let maxX = pixelAligned(rect.maxX, scale: scale), maxY = pixelAligned(rect.maxY, scale: scale)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
