import Foundation

extension UIView {
    /// Sends one touch callback to this view, the last step of every touch delivery: the window's, a
    /// recognizer's release of held touches, and cancellations. Being the one place views are told, it is
    /// where the event trace sees responder calls.
    ///
    /// The caller passes the trace of the application dispatching the touches: finding it from the view
    /// (its window, then the window's application) cost more than the rest of the hook on every move.
    func receiveTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, with event: UIEvent?, trace: EventTrace?) {
        trace?.emit(.touchDelivery) {
            "\(phase) x\(touches.count) -> \(TraceEvent.name(of: self))"
        }
        UITouch.noteReach(of: touches, phase, at: self)
        ResponderChainForwarding.isolated {
            switch phase {
            case .began: touchesBegan(touches, with: event)
            case .moved: touchesMoved(touches, with: event)
            case .ended: touchesEnded(touches, with: event)
            case .cancelled: touchesCancelled(touches, with: event)
            case .stationary: break
            }
        }
    }
}
