import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// The delegate of a zooming scroll view: the photo zooms, and every zoom call is logged.
@MainActor
private final class PhotoZoomer: UIScrollViewDelegate {
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var calls: [String] = []

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        calls.append("willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if calls.last != "didZoom" { calls.append("didZoom") }
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming")
    }
}

@MainActor
@Suite("UIScrollView zooming")
struct ScrollViewZoomTests {
    @Test("A pinch scales the delegate's view between the minimum and maximum zoom scales, with the zoom calls in order")
    func pinchZooms() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let zoomer = PhotoZoomer()
        scrollView.delegate = zoomer
        scrollView.addSubview(zoomer.photo)
        window.addSubview(scrollView)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer != nil)
        try host.pinch(scrollView, scale: 1.5)
        #expect(scrollView.zoomScale > 1.2 && scrollView.zoomScale <= 2)
        #expect(zoomer.photo.transform.a == scrollView.zoomScale)
        #expect(zoomer.calls == ["willBeginZooming", "didZoom", "didEndZooming"])
        try host.pinch(scrollView, scale: 4)
        #expect(scrollView.zoomScale == 2)
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 0.5)
        scrollView.maximumZoomScale = 0.5
        #expect(scrollView.pinchGestureRecognizer == nil)
    }
}
