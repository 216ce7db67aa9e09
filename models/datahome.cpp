// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "datahome.h"

#include "privatefiles.h"

#include <QCoreApplication>
#include <QDir>

namespace kandesk {

namespace {

struct HomeWords {
    Q_DECLARE_TR_FUNCTIONS(HomeWords)
};

// An XDG base folder: the variable when it holds an absolute path, else $HOME/<fallback>.
QString xdgBase(const char *variable, const QString &fallback)
{
    const QString set = qEnvironmentVariable(variable);
    if (!set.isEmpty() && QDir::isAbsolutePath(set))
        return QDir::cleanPath(set);
    const QString home = qEnvironmentVariable("HOME", QDir::homePath());
    return home.isEmpty() ? QString() : QDir::cleanPath(QDir(home).filePath(fallback));
}

} // namespace

HomeLayout HomeLayout::oneFolder(const QString &home)
{
    return {home, home, home};
}

QString HomeLayout::logsFolder() const
{
    return QDir(state).filePath(QStringLiteral("logs"));
}

QString HomeLayout::defaultWorktreesFolder() const
{
    return QDir(data).filePath(QStringLiteral("tasks"));
}

Expected<HomeLayout> locateHomeLayout(const QString &explicitDir)
{
    HomeLayout layout;
    QString home = explicitDir;
    if (home.isEmpty())
        home = qEnvironmentVariable("KANDESK_HOME");
    if (!home.isEmpty()) {
        layout = HomeLayout::oneFolder(QDir(home).absolutePath());
    } else {
        const QString data = xdgBase("XDG_DATA_HOME", QStringLiteral(".local/share"));
        const QString cache = xdgBase("XDG_CACHE_HOME", QStringLiteral(".cache"));
        const QString state = xdgBase("XDG_STATE_HOME", QStringLiteral(".local/state"));
        if (data.isEmpty() || cache.isEmpty() || state.isEmpty())
            return Error{HomeWords::tr("no folder for Kandesk's data: set HOME or KANDESK_HOME")};
        const QString name = QStringLiteral("kandesk");
        layout = {QDir(data).filePath(name), QDir(cache).filePath(name), QDir(state).filePath(name)};
    }
    return layout;
}

Status makeHomeFolders(const HomeLayout &layout)
{
    for (const QString &folder : {layout.data, layout.cache, layout.state}) {
        if (const Status made = makePrivateFolder(folder); !made)
            return Error{HomeWords::tr("Kandesk's folder %1: %2").arg(folder, made.error())};
    }
    return {};
}

Expected<HomeLayout> resolveHomeLayout(const QString &explicitDir)
{
    auto layout = locateHomeLayout(explicitDir);
    if (!layout)
        return layout;
    if (const Status made = makeHomeFolders(*layout); !made)
        return Error{made.error()};
    return layout;
}

QString legacyDataHome()
{
    const QString data = xdgBase("XDG_DATA_HOME", QStringLiteral(".local/share"));
    return data.isEmpty() ? QString() : QDir(data).filePath(QStringLiteral("Kandesk/Kandesk"));
}

QString databasePath(const QString &home)
{
    return QDir(home).filePath(QStringLiteral("kandesk.db"));
}

QString secretsFilePath(const QString &home)
{
    return QDir(home).filePath(QStringLiteral("secrets.json"));
}

} // namespace kandesk
