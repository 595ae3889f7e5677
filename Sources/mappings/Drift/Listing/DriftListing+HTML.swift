import MappingKit

/// `report drift --format html`: one self-contained page. No external
/// asset and no network: the CSS, the sparklines (SVG) and the script are
/// inline, and the page's Content-Security-Policy (`default-src 'none'`)
/// forbids any fetch. Every text from a summary is escaped (``HTMLText``).
///
/// The table lists the fingerprints by impact, one `<tr>` each with its
/// numbers as attributes (`data-count`, `data-objects`, `data-objects-seen`,
/// `data-payloads`, `data-payloads-seen`, `data-payload-share`,
/// `data-object-share`, `data-windows`), a sparkline of its issues per
/// window (one point per window, by start), and its `.mappings` file:line.
/// The JSON of `--format json` is in `<script type="application/json"
/// id="drift-data">`; the page's script checks the rows against it and sets
/// `data-ready="1"` on the body, or `data-error` with what went wrong.
extension DriftListing {
    var html: String {
        let json = HTMLText.scriptJSON(self.json.formatted(.prettyPrinted))
        let title = rows.isEmpty ? "Drift: no fingerprint" : "Drift: \(rows.count) fingerprint\(rows.count == 1 ? "" : "s")"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="mappings \(MappingsTool.version) report drift">
            <title>\(title)</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>\(title)</h1>
            <p class="heading">\(HTMLText.escaped(heading))</p>

            """
        for note in notes { page += "<p class=\"note\">\(HTMLText.escaped(note))</p>\n" }
        page += """
            <table id="drift">
            <thead><tr><th>#</th><th>Payloads</th><th>Objects</th><th>Issues</th><th>By window</th><th>Fingerprint</th>\
            <th>.mappings</th><th>Source and context</th><th>Seen</th></tr></thead>
            <tbody>

            """
        if rows.isEmpty { page += "<tr class=\"empty\"><td colspan=\"9\">No fingerprint.</td></tr>\n" }
        for (index, row) in rows.enumerated() { page += Self.html(row, number: index + 1, windows: windows.count) }
        page += """
            </tbody>
            </table>
            <script type="application/json" id="drift-data">
            \(json)
            </script>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return page
    }

    static func html(_ row: Row, number: Int, windows: Int) -> String {
        let line = row.line
        let fingerprint = line.fingerprint
        let escape = HTMLText.escaped
        let attributes = [
            ("data-count", "\(line.count)"), ("data-objects", "\(line.objects)"), ("data-objects-seen", "\(line.objectsSeen)"),
            ("data-payloads", "\(line.payloads)"), ("data-payloads-seen", "\(line.payloadsSeen)"),
            ("data-payload-share", JSON(line.payloadShare).formatted()), ("data-object-share", JSON(line.objectShare).formatted()),
            ("data-windows", row.windowCounts.map(String.init).joined(separator: " ")), ("data-kind", fingerprint.kind.rawValue),
        ].map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ")
        let what = fingerprint.kind == .shape
            ? "<span class=\"shape\">shape</span> <code>\(escape(fingerprint.code))</code>"
                + (response(fingerprint).map { " (\(escape($0)))" } ?? "")
            : "<code>\(escape(fingerprint.code))</code> at <code>\(fingerprint.path.isEmpty ? "(root)" : escape(fingerprint.path))</code>"
        var details: [String] = []
        if !fingerprint.entry.isEmpty {
            details.append("entry <code>\(escape(fingerprint.entry))</code> of <code>\(escape(fingerprint.issueContext))</code>")
        }
        if !line.examplePath.isEmpty { details.append("e.g. <code>\(escape(line.examplePath))</code>") }
        let source = fingerprint.source.description.isEmpty ? "(unnamed)" : fingerprint.source.description
        return """
            <tr \(attributes)>\
            <td class="n">\(number)</td>\
            <td class="share">\(bar(line.payloadShare))<span>\(percent(line.payloadShare))</span> <small>\(line.payloads) of \(line.payloadsSeen)</small></td>\
            <td class="share">\(bar(line.objectShare))<span>\(percent(line.objectShare))</span> <small>\(line.objects) of \(line.objectsSeen)</small></td>\
            <td class="n">\(line.count)</td>\
            <td>\(sparkline(row.windowCounts))</td>\
            <td class="what">\(what)\(details.isEmpty ? "" : "<br><small>" + details.joined(separator: ", ") + "</small>")</td>\
            <td><code class="location">\(fingerprint.location.map(escape) ?? "—")</code></td>\
            <td class="source">\(escape(source))<br><small>context <code>\(escape(fingerprint.context))</code></small></td>\
            <td class="seen"><small>first</small> <span class="time first">\(time(line.firstSeen))</span><br>\
            <small>last</small> <span class="time last">\(time(line.lastSeen))</span></td>\
            </tr>

            """
    }

    /// A share as a bar of its width.
    static func bar(_ share: Double) -> String {
        "<div class=\"bar\"><div style=\"width: \(String(format: "%.1f", share * 100))%\"></div></div>"
    }

    /// The issues of each window as an inline SVG line, one point per window.
    static func sparkline(_ counts: [Int]) -> String {
        let width = 120.0, height = 28.0, margin = 3.0
        let highest = Double(max(counts.max() ?? 0, 1))
        let step = counts.count > 1 ? (width - 2 * margin) / Double(counts.count - 1) : 0
        let points = counts.enumerated().map { index, count in
            let x = counts.count > 1 ? margin + Double(index) * step : width / 2
            let y = height - margin - Double(count) / highest * (height - 2 * margin)
            return (String(format: "%.1f", x), String(format: "%.1f", y))
        }
        var svg = "<svg class=\"spark\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
            + "role=\"img\" data-points=\"\(counts.map(String.init).joined(separator: " "))\">"
        svg += "<title>issues by window: \(counts.map(String.init).joined(separator: ", "))</title>"
        svg += "<line x1=\"0\" y1=\"\(height - margin)\" x2=\"\(width)\" y2=\"\(height - margin)\" class=\"axis\"/>"
        if points.count > 1 {
            svg += "<polyline points=\"\(points.map { "\($0.0),\($0.1)" }.joined(separator: " "))\"/>"
        }
        for point in points { svg += "<circle cx=\"\(point.0)\" cy=\"\(point.1)\" r=\"2\"/>" }
        return svg + "</svg>"
    }

    static let style = """
        body { font: 14px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 24px; color: #1d2330; background: #fff; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        p.heading { color: #4a5568; margin: 0 0 12px; }
        p.note { background: #fff8e1; border-left: 4px solid #f0b400; padding: 6px 10px; margin: 6px 0; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; vertical-align: top; padding: 6px 7px; border-bottom: 1px solid #e2e8f0; }
        th { background: #f5f7fa; font-weight: 600; white-space: nowrap; }
        tbody tr:hover { background: #f9fbff; }
        td.n { text-align: right; font-variant-numeric: tabular-nums; }
        td.share { min-width: 110px; font-variant-numeric: tabular-nums; white-space: nowrap; }
        td.seen { white-space: nowrap; }
        .time { font-variant-numeric: tabular-nums; color: #4a5568; font-size: 12.5px; }
        td.source { max-width: 230px; overflow-wrap: anywhere; }
        small { color: #5a6578; }
        code { font: 12.5px "DejaVu Sans Mono", Menlo, monospace; background: #f1f3f7; padding: 0 3px; border-radius: 3px; overflow-wrap: anywhere; }
        code.location { background: #e8f0fe; white-space: nowrap; }
        td.what { min-width: 200px; }
        .bar { height: 6px; background: #edf0f5; border-radius: 3px; margin-bottom: 3px; }
        .bar div { height: 6px; background: #d64545; border-radius: 3px; }
        .shape { background: #6b46c1; color: #fff; border-radius: 3px; padding: 0 4px; font-size: 12px; }
        svg.spark polyline { fill: none; stroke: #2b6cb0; stroke-width: 1.5; }
        svg.spark circle { fill: #2b6cb0; }
        svg.spark line.axis { stroke: #cbd5e0; stroke-width: 1; }
        tr.empty td { color: #4a5568; font-style: italic; }
        """

    /// Checks the rows against the page's JSON; `data-ready` or `data-error` on the body.
    static let script = """
        (function () {
          try {
            var data = JSON.parse(document.getElementById("drift-data").textContent);
            var rows = document.querySelectorAll("#drift tbody tr[data-count]");
            if (rows.length !== data.fingerprints.length) { throw new Error("rows " + rows.length + " != " + data.fingerprints.length); }
            for (var i = 0; i < rows.length; i++) {
              var row = rows[i], item = data.fingerprints[i];
              if (Number(row.dataset.count) !== item.count || Number(row.dataset.payloads) !== item.payloads) {
                throw new Error("row " + (i + 1) + " does not match the data");
              }
              var times = row.querySelectorAll(".time");
              for (var t = 0; t < times.length; t++) { times[t].title = new Date(times[t].textContent).toString(); }
            }
            document.body.dataset.rows = String(rows.length);
            document.body.dataset.ready = "1";
          } catch (error) {
            document.body.dataset.error = String(error && error.message || error);
          }
        })();
        """
}
