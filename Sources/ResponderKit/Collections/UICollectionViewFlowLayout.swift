import Foundation

/// A layout that flows items into lines, line after line, section after section (spec <doc:Catalog#R18>).
///
/// Vertically (the default), a line is filled left to right within the collection view's width less the
/// section's insets; lines are ``minimumLineSpacing`` apart, and the space between items grows from
/// ``minimumInteritemSpacing`` to spread a full line across the width. The last line of a section keeps the
/// spacing of the line before it, so a grid stays a grid. ``scrollDirection`` `.horizontal` swaps the axes:
/// columns fill top to bottom and follow each other sideways. The delegate, as a
/// ``UICollectionViewDelegateFlowLayout``, may size each item and space each section.
///
/// A section with a header (``headerReferenceSize``, or the delegate's `referenceSizeForHeaderInSection`, of
/// non-zero height when vertical, width when horizontal) starts with it across the whole width, outside the
/// section's insets; a footer ends it the same way (<doc:Catalog#R30>).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item the delegate does not size; 50 x 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The space between lines (between columns when horizontal); 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets around each section's items; zero by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of every section header the delegate does not size; only its height counts when vertical (its
    /// width when horizontal), and zero means no header. `.zero` by default (<doc:Catalog#R30>).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of every section footer the delegate does not size, read as ``headerReferenceSize`` is.
    /// `.zero` by default (<doc:Catalog#R30>).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Which way lines follow each other and the content scrolls; `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// One line of items (a column when horizontal): the items' flat indexes and the line's extent along the
    /// scrolling axis.
    private struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    private var frames: [CGRect] = []
    /// Each section's header and footer frames; an empty rect where the section has none.
    private var headers: [CGRect] = []
    private var footers: [CGRect] = []
    private var sectionStarts: [Int] = []
    private var lines: [Line] = []
    private var contentSize: CGSize = .zero

    /// Lays every item out from the collection view's data source and delegate.
    open override func prepare() {
        frames.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
        footers.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let crossExtent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(frames.count)
            position = layOut(section: section, in: collectionView, from: position, crossExtent: crossExtent)
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: position)
            : CGSize(width: position, height: crossExtent)
    }

    /// The size that holds every section.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The attributes of the items whose frames meet `rect`, found by lines so the cost follows what is shown,
    /// then those of the headers and footers that meet it.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        forEachItem(in: rect) { flat in
            result.append(attributes(forFlatIndex: flat))
        }
        forEachSupplementary(in: rect) { kind, section, frame in
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                                              with: IndexPath(item: 0, section: section))
            attributes.frame = frame
            result.append(attributes)
        }
        return result
    }

    /// The attributes of the header (``UICollectionView/elementKindSectionHeader``) or footer of
    /// `indexPath.section`, or `nil` where the section has none (<doc:Catalog#R30>).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = supplementaryFrame(ofKind: elementKind, section: indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// The frame of `section`'s header or footer, or `nil` where it has none.
    func supplementaryFrame(ofKind elementKind: String, section: Int) -> CGRect? {
        let frames = elementKind == UICollectionView.elementKindSectionHeader ? headers
            : elementKind == UICollectionView.elementKindSectionFooter ? footers : []
        guard frames.indices.contains(section), !frames[section].isEmpty else { return nil }
        return frames[section]
    }

    /// Calls `body` with the kind, section and frame of each header and footer that meets `rect`, allocating
    /// nothing.
    func forEachSupplementary(in rect: CGRect, _ body: (String, Int, CGRect) -> Void) {
        for section in headers.indices {
            if !headers[section].isEmpty, headers[section].intersects(rect) {
                body(UICollectionView.elementKindSectionHeader, section, headers[section])
            }
            if !footers[section].isEmpty, footers[section].intersects(rect) {
                body(UICollectionView.elementKindSectionFooter, section, footers[section])
            }
        }
    }

    /// The attributes of the item at `indexPath`, or `nil` outside the items.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let flat = flatIndex(of: indexPath) else { return nil }
        return attributes(forFlatIndex: flat)
    }

    /// Calls `body` with the flat index of each item whose frame meets `rect`, allocating nothing.
    func forEachItem(in rect: CGRect, _ body: (Int) -> Void) {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var lower = 0, upper = lines.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lines[middle].end < low { lower = middle + 1 } else { upper = middle }
        }
        var index = lower
        while index < lines.count, lines[index].start <= high {
            for flat in lines[index].items where frames[flat].intersects(rect) { body(flat) }
            index += 1
        }
    }

    /// The frame of the item at a flat index.
    func frame(forFlatIndex flat: Int) -> CGRect { frames[flat] }

    /// The flat index of `indexPath`, or `nil` outside the laid-out items.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sectionStarts.indices.contains(indexPath.section) else { return nil }
        let start = sectionStarts[indexPath.section]
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : frames.count
        let flat = start + indexPath.item
        return indexPath.item >= 0 && flat < end ? flat : nil
    }

    /// The index path of a flat index.
    func indexPath(forFlatIndex flat: Int) -> IndexPath {
        var lower = 0, upper = sectionStarts.count - 1
        while lower < upper {
            let middle = (lower + upper + 1) / 2
            if sectionStarts[middle] <= flat { lower = middle } else { upper = middle - 1 }
        }
        return IndexPath(item: flat - sectionStarts[lower], section: lower)
    }

    private func attributes(forFlatIndex flat: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath(forFlatIndex: flat))
        attributes.frame = frames[flat]
        return attributes
    }

    /// Lays out one section from `start` along the scrolling axis; returns where the next section starts.
    private func layOut(section: Int, in collectionView: UICollectionView, from start: CGFloat,
                        crossExtent: CGFloat) -> CGFloat {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let itemSpacing = delegate?.collectionView(collectionView, layout: self,
                                                   minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
        let vertical = scrollDirection == .vertical
        let crossStart = vertical ? inset.left : inset.top
        let available = crossExtent - crossStart - (vertical ? inset.right : inset.bottom)
        let count = collectionView.numberOfItems(inSection: section)
        // Sizes as (along the line, across lines).
        var sizes: [(cross: CGFloat, main: CGFloat)] = []
        sizes.reserveCapacity(count)
        for item in 0..<count {
            let size = delegate?.collectionView(collectionView, layout: self,
                                                sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
            sizes.append(vertical ? (max(0, size.width), max(0, size.height)) : (max(0, size.height), max(0, size.width)))
        }
        let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        headers.append(band(from: start, depth: vertical ? headerSize.height : headerSize.width,
                            crossExtent: crossExtent))
        var position = start + max(0, vertical ? headerSize.height : headerSize.width)
            + (vertical ? inset.top : inset.left)
        var first = 0
        var previousSpacing = itemSpacing
        let sectionFlatStart = frames.count
        while first < count {
            var end = first + 1, used = sizes[first].cross
            while end < count, used + itemSpacing + sizes[end].cross <= available {
                used += itemSpacing + sizes[end].cross
                end += 1
            }
            let isLast = end == count
            let gaps = available - used + itemSpacing * CGFloat(end - first - 1)
            let spacing = end - first > 1 && !isLast ? gaps / CGFloat(end - first - 1)
                : (isLast && first > 0 ? previousSpacing : itemSpacing)
            previousSpacing = spacing
            let lineDepth = sizes[first..<end].map(\.main).max() ?? 0
            var cross = crossStart
            for index in first..<end {
                let size = sizes[index]
                let main = position + (lineDepth - size.main) / 2
                frames.append(vertical ? CGRect(x: cross, y: main, width: size.cross, height: size.main)
                              : CGRect(x: main, y: cross, width: size.main, height: size.cross))
                cross += size.cross + spacing
            }
            lines.append(Line(items: (sectionFlatStart + first)..<(sectionFlatStart + end), start: position,
                              end: position + lineDepth))
            position += lineDepth + (end < count ? lineSpacing : 0)
            first = end
        }
        position += vertical ? inset.bottom : inset.right
        let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        let footerDepth = max(0, vertical ? footerSize.height : footerSize.width)
        footers.append(band(from: position, depth: footerDepth, crossExtent: crossExtent))
        return position + footerDepth
    }

    /// A header's or footer's frame: `depth` along the scrolling axis from `start`, across the whole extent;
    /// empty when `depth` is not positive.
    private func band(from start: CGFloat, depth: CGFloat, crossExtent: CGFloat) -> CGRect {
        guard depth > 0, crossExtent > 0 else { return .zero }
        return scrollDirection == .vertical ? CGRect(x: 0, y: start, width: crossExtent, height: depth)
            : CGRect(x: start, y: 0, width: depth, height: crossExtent)
    }
}
