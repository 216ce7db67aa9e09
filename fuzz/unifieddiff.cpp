// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// `git diff` text of one file into the review: the hunk parser, then the rows the diff view paints
// (side-by-side pairing and changed words). Line numbers are never negative.
#include "lifecycle/git/reviewdiff.h"
#include "application/review/diffrows.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace kandesk;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    git::FileChange file;
    file.path = file.oldPath = QStringLiteral("src/fuzzed.cpp");
    file.hunks = git::parseHunks(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));
    for (const git::DiffHunk &hunk : std::as_const(file.hunks)) {
        for (const git::DiffLine &line : hunk.lines) {
            if (line.oldLine < 0 || line.newLine < 0)
                std::abort();
        }
    }
    const DiffRows rows = buildDiffRows(file);
    (void)rows.unified.size();
    return 0;
}
