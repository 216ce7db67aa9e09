// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QAccessibleInterface;
class QObject;
class QString;

namespace kandesk::ui {

// What a screen reader meets in a ReviewDiffView: a table with a row per diff row and three columns
// (the old file's line number, the new file's, the text), the lines picked for a comment selected.
// Installed once as a factory for the class; Qt asks it for each view.
QAccessibleInterface *reviewDiffAccessible(const QString &className, QObject *object);

} // namespace kandesk::ui
