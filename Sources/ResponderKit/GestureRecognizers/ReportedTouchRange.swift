/// Which of the recognizer's touches it reports through ``UIGestureRecognizer/numberOfTouches`` and
/// ``UIGestureRecognizer/location(in:)``: the live touches of the current round, or all of them once none is
/// live.
@MainActor
struct ReportedTouchRange {
    let indices: Range<Int>
    let liveOnly: Bool
    let count: Int

    var isEmpty: Bool { count == 0 }

    func includes(_ touch: UITouch) -> Bool {
        !liveOnly || touch.isDown
    }
}
