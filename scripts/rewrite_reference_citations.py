#!/usr/bin/env python3
"""Point citations of the reference notes at docs/reference/ (issue 17).

Usage: rewrite_reference_citations.py [--check] [--no-format] [ROOT]

Comments and strings cite the reference notes as `contrast.md §8`, `shared/reference/cvd.md` or
"shared reference formats.md §8"; the notes now live in docs/reference/. This rewrites each such
citation to `docs/reference/<note>.md` in Sources, Tests, Examples, Fuzz, scripts and the Makefile,
and leaves alone:

- citations already of the form docs/reference/<note>.md (so running it twice changes nothing);
- generated or golden files (Tests/SnippetTests/Generated, */Snapshots, fixture data);
- text the user sees: string literals in Sources (help, errors, benchmark output), `echo` lines of
  the Makefile, and docstrings a script prints (`__doc__`). These are listed as "not rewritten".

Only Swift has a line length (swift-format's 100 columns). A whole-line `//` comment that grows
past it is re-wrapped by carrying the overflow into the next line of the same paragraph (or a new
line), never between "x.md" and its "§". A long code line whose last argument is the citation
(`source: "docs/reference/…"`) gets that argument on a line of its own; changed Swift files with
long code lines then go through `swift format format -i` (skipped with --no-format). Whatever is
still over 100 columns is printed. --check changes nothing and exits 1 when something would change.
"""

import os
import re
import subprocess
import sys

NOTES = (
    "contrast|compositing|color-spaces|cvd|formats|anchors|house-style|benchmarks|state-tokens"
)
# A bare or shared/reference/-prefixed note name, not already behind a path (docs/reference/…).
CITATION = re.compile(
    r"(?<![\w/.-])(?:(?:\.\./)*shared/reference/|shared reference )?((?:" + NOTES + r")\.md)\b"
)
TARGET = "docs/reference/"
LIMIT = 100
ROOTS = ["Sources", "Tests", "Examples", "Fuzz", "scripts", "Makefile"]
TEXT_SUFFIXES = (".swift", ".py", ".sh", ".md", ".c", ".h", ".yml", ".yaml", ".txt")
SELF = "scripts/rewrite_reference_citations.py"


def skipped(rel):
    """Generated, golden or fixture-data files that must stay byte-identical."""
    parts = rel.split("/")
    if rel == SELF or ".build" in parts:
        return True
    if rel.startswith("Tests/SnippetTests/Generated/"):
        return True
    if "Snapshots" in parts:
        return True
    if "Fixtures" in parts and not rel.endswith((".md", ".swift")):
        return True
    return False


def files(root):
    for top in ROOTS:
        path = os.path.join(root, top)
        if os.path.isfile(path):
            yield top
            continue
        for directory, dirs, names in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d != ".build")
            for name in sorted(names):
                full = os.path.join(directory, name)
                rel = os.path.relpath(full, root)
                if name.endswith(TEXT_SUFFIXES) and not skipped(rel):
                    yield rel


class SwiftLexer:
    """Splits lines of Swift into code, string and comment spans, keeping state across lines."""

    def __init__(self):
        self.multiline = False
        self.block = False

    def spans(self, line):
        out, i, n = [], 0, len(line)
        while i < n:
            if self.multiline:
                j = line.find('"""', i)
                end = n if j < 0 else j
                out.append(("string", i, end))
                if j < 0:
                    break
                self.multiline, i = False, j + 3
                continue
            if self.block:
                j = line.find("*/", i)
                end = n if j < 0 else j + 2
                out.append(("comment", i, end))
                if j < 0:
                    break
                self.block, i = False, end
                continue
            m = re.compile(r'"""|"|//|/\*').search(line, i)
            if not m:
                out.append(("code", i, n))
                break
            out.append(("code", i, m.start()))
            token = m.group()
            if token == "//":
                out.append(("comment", m.start(), sys.maxsize))
                break
            if token == "/*":
                self.block, i = True, m.end()
                continue
            if token == '"""':
                self.multiline, i = True, m.end()
                continue
            j = m.end()
            while j < n and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            out.append(("string", m.end(), min(j, n)))
            i = j + 1
        return out


def kinds(rel, lines):
    """For every line, a function giving the kind of text at a column: code, string or comment."""
    if rel.endswith(".swift"):
        lexer = SwiftLexer()
        result = []
        for line in lines:
            spans = lexer.spans(line)
            result.append(
                lambda col, spans=spans: next(
                    (k for k, a, b in spans if a <= col < b), "code"
                )
            )
        return result
    if rel.endswith(".py"):
        text = "".join(lines)
        doc = re.match(r'\s*(#[^\n]*\n\s*)*("""|\'\'\')', text)
        doc_end_line = -1
        if doc:
            close = text.find(doc.group(2), doc.end())
            doc_end_line = text.count("\n", 0, close if close >= 0 else len(text))
        prints_doc = "__doc__" in text
        return [
            (lambda col, d=(n <= doc_end_line and prints_doc): "output" if d else "comment")
            for n in range(len(lines))
        ]
    if os.path.basename(rel) == "Makefile":
        return [
            (lambda col, e=bool(re.match(r"\t@?echo\b", line)): "output" if e else "comment")
            for line in lines
        ]
    return [lambda col: "comment" for _ in lines]


def user_visible(rel, kind):
    if kind == "output":
        return True
    return kind == "string" and rel.startswith("Sources/")


COMMENT = re.compile(r"^(\s*///?)( ?)(.*)$")
NEW_ITEM = re.compile(r"^(- |\* |\d+\. |\||```|MARK:|TODO|#)")


def hang(text):
    """The hanging indent of a comment line's text: list-marker width or leading spaces."""
    m = re.match(r"^( *)(- |\* |\d+\. )?", text)
    return len(m.group(1)) + len(m.group(2) or "")


def rewrap(lines, origin, k, problems, rel):
    """Re-wraps whole-line comment `lines[k]` (over LIMIT) into the rest of its paragraph."""
    while k < len(lines) and len(lines[k].rstrip("\n")) > LIMIT:
        line = lines[k].rstrip("\n")
        m = COMMENT.match(line)
        if not m or m.group(3).startswith("|"):
            problems.append(f"{rel}:{k + 1}: {len(line)} columns, not a re-wrappable comment")
            return
        prefix = m.group(1) + (m.group(2) or " ")
        text = m.group(3)
        cut = line.rfind(" ", len(prefix) + 1, LIMIT + 1)
        while cut > len(prefix) and line[cut + 1 :].startswith("§"):  # keep "x.md §8" together
            cut = line.rfind(" ", len(prefix) + 1, cut)
        if cut <= len(prefix):
            problems.append(f"{rel}:{k + 1}: {len(line)} columns, no place to break")
            return
        head, rest = line[:cut].rstrip(), line[cut + 1 :].strip()
        indent = " " * hang(text)
        lines[k] = head + "\n"
        nxt = COMMENT.match(lines[k + 1].rstrip("\n")) if k + 1 < len(lines) else None
        continues = (
            nxt is not None
            and nxt.group(1) == m.group(1)
            and nxt.group(3).strip() != ""
            and nxt.group(3).startswith(indent)
            and not nxt.group(3)[len(indent) :].startswith(" ")
            and not NEW_ITEM.match(nxt.group(3)[len(indent) :])
        )
        if continues:
            lines[k + 1] = prefix + indent + rest + " " + nxt.group(3)[len(indent) :] + "\n"
        else:
            lines.insert(k + 1, prefix + indent + rest + "\n")
            origin.insert(k + 1, None)
        k += 1


LAST_ARGUMENT = re.compile(r'^(\s*)(.*\S),\s+(\w+: "[^"]*' + re.escape(TARGET) + r'[^"]*"\)*,?)$')


def split_argument(lines, origin, k):
    """Moves a trailing `label: "…docs/reference/…"` argument of a long line onto its own line."""
    line = lines[k].rstrip("\n")
    m = LAST_ARGUMENT.match(line)
    if not m or len(m.group(1) + m.group(3)) > LIMIT or len(m.group(1) + m.group(2)) >= LIMIT:
        return
    lines[k] = m.group(1) + m.group(2) + ",\n"
    lines.insert(k + 1, m.group(1) + m.group(3) + "\n")
    origin.insert(k + 1, None)


def process(root, rel, check, changed, reported, problems):
    path = os.path.join(root, rel)
    with open(path, encoding="utf-8") as f:
        original = f.read()
    lines = original.splitlines(keepends=True)
    kind_at = kinds(rel, lines)
    code_lines = []
    origin = list(range(len(lines)))  # original line index of each line; None for inserted lines
    k = 0
    while k < len(lines):
        line = lines[k]
        kind = kind_at[origin[k]] if origin[k] is not None else (lambda col: "comment")
        number = origin[k] + 1 if origin[k] is not None else k + 1
        pieces, last, edits = [], 0, 0
        for m in CITATION.finditer(line):
            if user_visible(rel, kind(m.start())):
                reported.append(f"{rel}:{number}: {line.strip()}")
                continue
            pieces.append(line[last : m.start()] + TARGET + m.group(1))
            last = m.end()
            edits += 1
        if edits:
            new = "".join(pieces) + line[last:]
            changed.append(f"{rel}:{number}: {m_summary(line, new)}")
            lines[k] = new
            if rel.endswith(".swift") and len(new.rstrip("\n")) > LIMIT:
                if COMMENT.match(new) and kind(len(new) - len(new.lstrip())) == "comment":
                    rewrap(lines, origin, k, problems, rel)
                else:
                    split_argument(lines, origin, k)
                    code_lines.append(k)
        k += 1
    text = "".join(lines)
    if text == original:
        return False
    if not check:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return bool(code_lines)


def m_summary(old, new):
    return f"{old.strip()}  →  {new.strip()}"


def main(argv):
    check = "--check" in argv
    fmt = "--no-format" not in argv
    args = [a for a in argv if not a.startswith("--")]
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), ".."))
    changed, reported, problems, to_format = [], [], [], []
    for rel in files(root):
        if process(root, rel, check, changed, reported, problems):
            to_format.append(rel)
    if to_format and fmt and not check:
        subprocess.run(["swift", "format", "format", "-i", *to_format], cwd=root, check=False)
    if not check:
        swift_files = {c.split(":", 1)[0] for c in changed}
        for rel in sorted(r for r in swift_files if r.endswith(".swift")):
            with open(os.path.join(root, rel), encoding="utf-8") as f:
                for n, line in enumerate(f, 1):
                    if TARGET in line and len(line.rstrip("\n")) > LIMIT:
                        problems.append(f"{rel}:{n}: {len(line.rstrip())} columns")
    for c in changed:
        print(f"rewritten  {c}")
    for r in reported:
        print(f"not rewritten (user-visible output)  {r}")
    for p in sorted(set(problems)):
        print(f"over {LIMIT} columns, fix by hand  {p}")
    files_changed = len({c.split(":", 1)[0] for c in changed})
    print(
        f"{len(changed)} lines rewritten in {files_changed} files; "
        f"{len(reported)} user-visible lines left as they are; {len(set(problems))} problems"
    )
    if check and changed:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
