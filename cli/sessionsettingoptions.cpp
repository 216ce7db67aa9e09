// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionsettingoptions.h"

#include <QCoreApplication>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "SessionSettingOptions".
struct SessionSettingOptionsWords {
    Q_DECLARE_TR_FUNCTIONS(SessionSettingOptions)
};

} // namespace

QString SessionSettingOptions::read(const QCommandLineParser &parser, QString *modeId, QString *modelId) const
{
    const std::pair<const QCommandLineOption *, QString *> options[] = { { &mode, modeId }, { &model, modelId } };
    for (const auto &[option, into] : options) {
        if (!parser.isSet(*option))
            continue;
        *into = parser.value(*option).trimmed();
        if (into->isEmpty() || into->contains(QLatin1Char(' ')))
            return SessionSettingOptionsWords::tr("--%1 needs an id without spaces, as the agent names it (e.g. --%1 %2), not \"%3\"")
                .arg(option->names().constFirst(), option == &mode ? QStringLiteral("plan") : QStringLiteral("MODEL"),
                    parser.value(*option));
    }
    return {};
}

} // namespace kandesk::cli
