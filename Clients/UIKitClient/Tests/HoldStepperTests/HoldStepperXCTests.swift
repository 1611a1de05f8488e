import XCTest
import UIKit
#if canImport(ResponderKitTesting)
import ResponderKitTesting
#endif
import HoldStepper

// An XCTest case as an iOS team writes it, importing UIKit; on Linux the test host drives the control on a
// virtual clock, so holding it for a second takes no real time.
#if canImport(ResponderKitTesting)
final class HoldStepperXCTests: XCTestCase {
    private var host: EventTestHost!
    private var stepper: HoldStepper!

    override func setUp() {
        super.setUp()
        host = EventTestHost()
        stepper = HoldStepper(frame: CGRect(x: 100, y: 100, width: 80, height: 44))
        host.makeWindow().addSubview(stepper)
    }

    func testO5HoldingStepsOnceThenEveryRepeatInterval() throws {
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: stepper))
        XCTAssertEqual(stepper.value, 1)
        host.advance(by: 1)
        XCTAssertEqual(stepper.value, 5)
        try finger.lift()
        host.advance(by: 1)
        XCTAssertEqual(stepper.value, 5)
    }

    func testO7KeyValueCodingReadsTheControlsState() {
        XCTAssertEqual(stepper.value(forKey: "isEnabled") as? Bool, true)
        stepper.setValue(false, forKey: "enabled")
        XCTAssertFalse(stepper.isEnabled)
    }
}
#endif
