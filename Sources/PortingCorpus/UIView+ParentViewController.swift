// Pattern: the extension that finds a view's view controller by walking `next` up the responder chain, used
// by cells and custom views to present things or reach their screen.
// Ported: unchanged but the import.
import ResponderKit

extension UIView {
    var parentViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let viewController = current as? UIViewController {
                return viewController
            }
            responder = current.next
        }
        return nil
    }
}
