// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "npmpackage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "NpmPackageWords".
struct NpmPackageWords {
    Q_DECLARE_TR_FUNCTIONS(NpmPackageWords)
};

// A JavaScript file, or a script whose first line runs node, goes through node; an ELF binary or a
// script for another interpreter runs as it is.
bool runsWithNode(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix == QLatin1String("js") || suffix == QLatin1String("mjs") || suffix == QLatin1String("cjs"))
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true;
    const QByteArray head = file.read(256);
    if (head.startsWith("\x7f"
                        "ELF"))
        return false;
    if (head.startsWith("#!")) {
        const QByteArray firstLine = head.left(head.indexOf('\n'));
        return firstLine.contains("node");
    }
    return true;
}

} // namespace

Expected<NpmPackage> NpmPackage::read(const QString &packageDirectory)
{
    const QString path = QDir(packageDirectory).filePath(QStringLiteral("package.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { NpmPackageWords::tr("cannot read %1: %2").arg(path, file.errorString()) };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isObject())
        return Error { NpmPackageWords::tr("%1 is not a package.json: %2").arg(path, parseError.errorString()) };
    const QJsonObject json = document.object();
    NpmPackage package;
    package.directory = QDir(packageDirectory).absolutePath();
    package.name = json.value(QStringLiteral("name")).toString();
    package.version = json.value(QStringLiteral("version")).toString();
    package.enginesNode
        = json.value(QStringLiteral("engines")).toObject().value(QStringLiteral("node")).toString().trimmed();
    const QJsonValue bin = json.value(QStringLiteral("bin"));
    if (bin.isString()) {
        const QString unscoped = package.name.section(QLatin1Char('/'), -1);
        package.bins.insert(unscoped, bin.toString());
    } else {
        const QJsonObject bins = bin.toObject();
        for (auto it = bins.begin(); it != bins.end(); ++it)
            package.bins.insert(it.key(), it.value().toString());
    }
    if (package.name.isEmpty() || package.version.isEmpty())
        return Error { NpmPackageWords::tr("%1 names no package name or version").arg(path) };
    return package;
}

Expected<NpmEntry> resolveNpmEntry(const NpmPackage &package, const QString &entryOverride)
{
    QString relative = entryOverride;
    if (relative.isEmpty()) {
        const QString unscoped = package.name.section(QLatin1Char('/'), -1);
        const QSet<QString> files(package.bins.cbegin(), package.bins.cend());
        if (package.bins.contains(unscoped))
            relative = package.bins.value(unscoped);
        else if (files.size() == 1)
            relative = package.bins.first();
        else if (package.bins.isEmpty())
            return Error { NpmPackageWords::tr("%1 %2 has no command to run (no \"bin\" in its package.json)")
                               .arg(package.name, package.version) };
        else
            return Error { NpmPackageWords::tr("%1 %2 has several commands (%3) and none is named like the package")
                               .arg(package.name, package.version, package.bins.keys().join(QStringLiteral(", "))) };
    }
    const QString path = QDir::cleanPath(QDir(package.directory).filePath(relative));
    if (!path.startsWith(package.directory + QLatin1Char('/')))
        return Error { NpmPackageWords::tr("%1 %2: its entry %3 is outside the package")
                           .arg(package.name, package.version, relative) };
    if (!QFileInfo(path).isFile())
        return Error {
            NpmPackageWords::tr("%1 %2: its entry %3 does not exist").arg(package.name, package.version, relative)
        };
    return NpmEntry { path, runsWithNode(path) };
}

} // namespace kandesk
