// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "fsaccess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

namespace kandesk::agentctl {

FsAccess::FsAccess(QString workspace)
    : m_workspace(std::move(workspace))
{ }

bool FsAccess::resolve(const QString &path, QString *resolved, QString *error) const
{
    const QString root = QFileInfo(m_workspace).canonicalFilePath();
    if (root.isEmpty()) {
        *error = QStringLiteral("the workspace does not exist: %1").arg(m_workspace);
        return false;
    }
    if (path.isEmpty()) {
        *error = QStringLiteral("no path given");
        return false;
    }
    const QString absolute = QDir::cleanPath(QDir::isAbsolutePath(path) ? path : root + QLatin1Char('/') + path);

    // Walk up to the deepest part that exists; only that part can contain symlinks.
    QString existing = absolute;
    QStringList missing;
    while (!QFileInfo::exists(existing) && !QFileInfo(existing).isSymLink()) {
        const QFileInfo info(existing);
        missing.prepend(info.fileName());
        existing = info.path();
    }
    QString canonical = QFileInfo(existing).canonicalFilePath();
    if (canonical.isEmpty()) {
        *error = QStringLiteral("path goes through a dangling symlink: %1").arg(path);
        return false;
    }
    if (!missing.isEmpty())
        canonical += QLatin1Char('/') + missing.join(QLatin1Char('/'));
    if (canonical != root && !canonical.startsWith(root + QLatin1Char('/'))) {
        *error = QStringLiteral("path is outside the workspace: %1").arg(path);
        return false;
    }
    *resolved = canonical;
    return true;
}

bool FsAccess::readText(const QString &path, int line, int limit, QString *content, QString *error) const
{
    QString resolved;
    if (!resolve(path, &resolved, error))
        return false;
    QFile file(resolved);
    if (!file.exists()) {
        content->clear();
        return true;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    if (line <= 1 && limit <= 0) {
        *content = text;
        return true;
    }
    const QStringList lines = text.split(QLatin1Char('\n'));
    const qsizetype first = qMax(0, line - 1);
    *content = lines.mid(first, limit > 0 ? limit : -1).join(QLatin1Char('\n'));
    return true;
}

bool FsAccess::writeText(const QString &path, const QString &content, QString *error) const
{
    QString resolved;
    if (!resolve(path, &resolved, error))
        return false;
    if (!QDir().mkpath(QFileInfo(resolved).path())) {
        *error = QStringLiteral("cannot create the folder for %1").arg(path);
        return false;
    }
    QSaveFile file(resolved);
    if (!file.open(QIODevice::WriteOnly) || file.write(content.toUtf8()) < 0 || !file.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace kandesk::agentctl
