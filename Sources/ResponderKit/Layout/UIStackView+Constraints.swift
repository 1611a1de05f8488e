import Foundation

/// The constraints a stack made for its arrangement, deactivated when it makes new ones.
struct StackArrangement {
    var constraints: [NSLayoutConstraint] = []
    var spacers: [UILayoutGuide] = []
}

// The stack's arrangement is a set of ordinary constraints, rebuilt whole whenever something it depends on
// changes: along the axis a chain from the leading edge through the visible views to the trailing edge, with
// the distribution's extra constraints; across it each view's alignment. A weak pull toward zero size lets a
// stack that nothing else sizes take the size of its content (spec U24-U28).

extension UIStackView {
    /// The priority of the pull toward zero size: below every content priority, so content always wins.
    private static let contentFitPriority = UILayoutPriority(49)
    /// The priority of equal centring, which yields to the minimum spacing when both cannot hold.
    private static let centeringPriority = UILayoutPriority(999)

    /// Rebuilds the constraints after a change of the settings, the arranged views or their visibility.
    func arrangementChanged() {
        NSLayoutConstraint.deactivate(arrangement.constraints)
        for spacer in arrangement.spacers { removeLayoutGuide(spacer) }
        arrangement = StackArrangement()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var made = fitToContent()
        if !visible.isEmpty {
            made += alongAxis(visible)
            for view in visible { made += across(view, first: visible[0]) }
        }
        made += hiding(visible: visible)
        arrangement.constraints = made
        NSLayoutConstraint.activate(made)
        setNeedsLayout()
    }

    /// Showing or hiding an arranged view changes the arrangement (spec <doc:Catalog#U27>).
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
    }

    /// A proportional stack shares its length by the intrinsic sizes it read when it arranged its views, so a
    /// changed intrinsic size of one of them arranges it again (spec <doc:Catalog#U42>).
    func arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
    }

    /// The hidden views' places: no length along the axis, where the previous visible view ends (or the stack's
    /// content starts), and across it at the content's start edge with its breadth, held so weakly that a hidden
    /// view never sizes the stack (spec <doc:Catalog#U42>).
    private func hiding(visible: [UIView]) -> [NSLayoutConstraint] {
        let along = attributes.along, across = attributes.across, inset = insets
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previous = view
                continue
            }
            made.append(constraint(view, along.size, .equal, nil, .notAnAttribute, constant: 0, id: "UISV-hiding"))
            if let previous {
                made.append(constraint(view, along.start, .equal, previous, along.end, constant: 0, id: "UISV-hiding"))
            } else {
                made.append(constraint(view, along.start, .equal, self, along.start, constant: inset.along.start,
                                       id: "UISV-hiding"))
            }
            made.append(constraint(view, across.start, .equal, self, across.start, constant: inset.across.start,
                                   id: "UISV-hiding"))
            let breadth = constraint(view, across.size, .equal, self, across.size,
                                     constant: -(inset.across.start + inset.across.end), id: "UISV-hiding")
            breadth.priority = Self.contentFitPriority - 1
            made.append(breadth)
        }
        return made
    }

    /// The attributes of the stack's axis (`along`) and of the other one (`across`).
    private var attributes: (along: Attributes, across: Attributes) {
        let horizontal = Attributes(start: .leading, end: .trailing, center: .centerX, size: .width,
                                    firstBaseline: .firstBaseline, lastBaseline: .lastBaseline)
        let vertical = Attributes(start: .top, end: .bottom, center: .centerY, size: .height,
                                  firstBaseline: .firstBaseline, lastBaseline: .lastBaseline)
        return axis == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
    }

    /// How far in from the stack's edges the views go: its margins when arranged relative to them, else zero.
    private var insets: (along: Inset, across: Inset) {
        guard isLayoutMarginsRelativeArrangement else { return (Inset(start: 0, end: 0), Inset(start: 0, end: 0)) }
        let margins = directionalLayoutMargins
        let horizontal = Inset(start: margins.leading, end: margins.trailing)
        let vertical = Inset(start: margins.top, end: margins.bottom)
        return axis == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
    }

    /// The weak pull of the stack's own size toward zero on both axes.
    private func fitToContent() -> [NSLayoutConstraint] {
        [NSLayoutConstraint.Attribute.width, .height].map { attribute in
            let pull = constraint(self, attribute, .equal, nil, .notAnAttribute, constant: 0, id: "UISV-canvas-fit")
            pull.priority = Self.contentFitPriority
            return pull
        }
    }

    /// The chain along the axis and the distribution's constraints between the visible views.
    private func alongAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
        let along = attributes.along, inset = insets.along
        var made = [
            constraint(views[0], along.start, .equal, self, along.start, constant: inset.start,
                       id: "UISV-canvas-connection"),
            constraint(self, along.end, .equal, views[views.count - 1], along.end, constant: inset.end,
                       id: "UISV-canvas-connection"),
        ]
        let gaps = zip(views, views.dropFirst())
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next) in gaps { made.append(gap(from: previous, to: next, .equal)) }
        case .equalSpacing, .equalCentering:
            let centring = distribution == .equalCentering
            var firstSpacer: UILayoutGuide?
            for (previous, next) in gaps {
                made.append(gap(from: previous, to: next, .greaterThanOrEqual))
                let spacer = UILayoutGuide()
                spacer.identifier = centring ? "UISV-distributing-edge" : "UISV-distributing"
                addLayoutGuide(spacer)
                arrangement.spacers.append(spacer)
                made.append(constraint(spacer, along.start, .equal, previous, centring ? along.center : along.end,
                                       constant: 0, id: spacer.identifier))
                made.append(constraint(spacer, along.end, .equal, next, centring ? along.center : along.start,
                                       constant: 0, id: spacer.identifier))
                if let firstSpacer {
                    let equal = constraint(spacer, along.size, .equal, firstSpacer, along.size, constant: 0,
                                           id: "UISV-fill-equally")
                    if centring { equal.priority = Self.centeringPriority }
                    made.append(equal)
                } else {
                    firstSpacer = spacer
                }
            }
        }
        made += sizes(views, along: along)
        return made
    }

    /// The spacing between neighbours: from one's end to the next one's start, or in a vertical stack with
    /// ``isBaselineRelativeArrangement`` from one's last baseline to the next one's first (spec
    /// <doc:Catalog#U40>).
    private func gap(from previous: UIView, to next: UIView,
                     _ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint {
        let along = attributes.along
        guard isBaselineRelativeArrangement, axis == .vertical else {
            return constraint(next, along.start, relation, previous, along.end, constant: space(after: previous),
                              id: "UISV-spacing")
        }
        return constraint(next, .firstBaseline, relation, previous, .lastBaseline, constant: space(after: previous),
                          id: "UISV-spacing")
    }

    /// The size constraints of `.fillEqually` and `.fillProportionally`.
    private func sizes(_ views: [UIView], along: Attributes) -> [NSLayoutConstraint] {
        switch distribution {
        case .fillEqually:
            return views.dropFirst().map {
                constraint($0, along.size, .equal, views[0], along.size, constant: 0, id: "UISV-fill-equally")
            }
        case .fillProportionally:
            let lengths = views.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            guard lengths.allSatisfy({ $0 > 0 }) else { return [] }
            return zip(views, lengths).dropFirst().map { view, length in
                constraint(view, along.size, .equal, views[0], along.size, multiplier: length / lengths[0],
                           constant: 0, id: "UISV-fill-proportionally")
            }
        case .fill, .equalSpacing, .equalCentering:
            return []
        }
    }

    /// How `view` is placed across the axis by the stack's alignment.
    private func across(_ view: UIView, first: UIView) -> [NSLayoutConstraint] {
        let across = attributes.across, inset = insets.across
        let start = constraint(view, across.start, .equal, self, across.start, constant: inset.start, id: "UISV-alignment")
        let end = constraint(self, across.end, .equal, view, across.end, constant: inset.end, id: "UISV-alignment")
        let startInside = constraint(view, across.start, .greaterThanOrEqual, self, across.start,
                                     constant: inset.start, id: "UISV-spanning-boundary")
        let endInside = constraint(self, across.end, .greaterThanOrEqual, view, across.end, constant: inset.end,
                                   id: "UISV-spanning-boundary")
        switch (alignment, axis) {
        case (.fill, _), (.firstBaseline, .vertical), (.lastBaseline, .vertical):
            return [start, end]
        case (.leading, _):
            return [start, endInside]
        case (.trailing, _):
            return [startInside, end]
        case (.center, _):
            let center = constraint(view, across.center, .equal, self, across.center,
                                    constant: (inset.start - inset.end) / 2, id: "UISV-alignment")
            return [center, startInside, endInside]
        case (.firstBaseline, _), (.lastBaseline, _):
            guard view !== first else { return [startInside, endInside] }
            let baseline = alignment == .firstBaseline ? across.firstBaseline : across.lastBaseline
            return [constraint(view, baseline, .equal, first, baseline, constant: 0, id: "UISV-alignment"),
                    startInside, endInside]
        }
    }

    /// The space after `view`: its custom spacing, or the stack's.
    private func space(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? 8 : custom
    }

    private func constraint(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                            _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
                            _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                            constant: CGFloat, id: String) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                      attribute: secondAttribute, multiplier: multiplier, constant: constant)
        made.identifier = id
        return made
    }
}

/// How far in from the stack's two edges on one axis the views go.
private struct Inset {
    let start: CGFloat
    let end: CGFloat
}

/// One axis's attributes, for building constraints the same way along either axis.
private struct Attributes {
    let start: NSLayoutConstraint.Attribute
    let end: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let firstBaseline: NSLayoutConstraint.Attribute
    let lastBaseline: NSLayoutConstraint.Attribute
}
