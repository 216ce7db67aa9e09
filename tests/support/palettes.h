// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once
// The dark palette the window tests render in beside the default light one.

#include <QColor>
#include <QPalette>

namespace kandesk::test {

inline QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x1f, 0x22, 0x27), base(0x17, 0x19, 0x1d), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x2b, 0x2f, 0x36));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8b, 0xfd));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(0x8b, 0x92, 0x9c));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
    p.setColor(QPalette::Light, QColor(0x3a, 0x3f, 0x47));
    p.setColor(QPalette::Midlight, QColor(0x33, 0x38, 0x3f));
    p.setColor(QPalette::Mid, QColor(0x2b, 0x2f, 0x36));
    p.setColor(QPalette::Dark, QColor(0x12, 0x14, 0x17));
    p.setColor(QPalette::Shadow, Qt::black);
    const QColor disabled(0x6a, 0x70, 0x78);
    for (const auto role : { QPalette::ButtonText, QPalette::Text, QPalette::WindowText })
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace kandesk::test
