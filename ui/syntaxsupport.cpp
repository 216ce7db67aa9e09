// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "syntaxsupport.h"

#include "models/backgroundpool.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QPalette>
#include <QThreadPool>

namespace kandesk::ui {

KSyntaxHighlighting::Repository &syntaxRepository()
{
    static KSyntaxHighlighting::Repository repository;
    return repository;
}

void warmUpSyntaxRepository()
{
    backgroundPool().start([] { syntaxRepository(); }); // a function-local static: built once
}

KSyntaxHighlighting::Theme syntaxThemeFor(const QPalette &palette)
{
    return syntaxRepository().themeForPalette(palette);
}

} // namespace kandesk::ui
