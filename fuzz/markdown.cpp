// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// An agent's Markdown into the transcript's rendering: the whole text as one document, and the
// same text streamed in parts (cut where the input's first bytes say) with a small layout budget,
// as a fast stream reaches the view.
#include "ui/task/markdownblocks.h"
#include "ui/task/markdownrenderer.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QTextDocument>

#include <cstddef>
#include <cstdint>

using namespace kandesk::ui;

// Made once and never destroyed under libFuzzer, which ends with exit(): torn down by static
// destruction instead, Qt's font caches outlive their owner and the leak checker reports them.
// The replay deletes it when done, as a test's main() would.
QGuiApplication *fuzzApplication = nullptr;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    fuzzApplication = new QGuiApplication(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QPalette palette;
    const QFont font;
    QTextDocument document;
    renderMarkdown(&document, text, palette);

    MarkdownBlocks blocks;
    blocks.setWidth(400);
    const qsizetype step = size > 0 ? 1 + qsizetype(data[0]) % 64 : 1;
    for (qsizetype end = step; end < text.size(); end += step) {
        while (!blocks.update(text.left(end), palette, font, 32)) { }
    }
    while (!blocks.update(text, palette, font, 32)) { }
    (void)blocks.height();
    return 0;
}
