// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <utility>

namespace kandesk::test {

inline void writeTestFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A git repository at dir on branch main with one commit of files; returns its canonical path.
inline QString makeGitRepository(const QString &dir,
                                 const QList<std::pair<QString, QByteArray>> &files = {{QStringLiteral("README.md"), "# app\n"}})
{
    QDir().mkpath(dir);
    auto git = [&dir](const QStringList &args) {
        auto out = git::runGitChecked(dir, args);
        if (!out)
            qFatal("%s", qPrintable(out.error()));
    };
    git({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
    git({QStringLiteral("config"), QStringLiteral("user.email"), QStringLiteral("test@kandesk.invalid")});
    git({QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("Test")});
    for (const auto &[name, content] : files)
        writeTestFile(QDir(dir).filePath(name), content);
    git({QStringLiteral("add"), QStringLiteral(".")});
    git({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("--allow-empty"), QStringLiteral("-m"), QStringLiteral("initial")});
    return QFileInfo(dir).canonicalFilePath();
}

} // namespace kandesk::test
