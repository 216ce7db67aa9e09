// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositorydependencies.h"

#include "application/settings/configuration.h"
#include "application/stores.h"
#include "models/backgroundpool.h"
#include "models/queries/settingsqueries.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "RepositoryDependencies".
struct RepositoryDependenciesWords {
    Q_DECLARE_TR_FUNCTIONS(RepositoryDependencies)
};

} // namespace

DependencySettings dependencySettings(const SettingsQueries &settings, const QString &repositoryId)
{
    DependencySettings found;
    if (const auto folders = settings.value(QString(kDependencyFoldersKey) + repositoryId); folders && !folders->isEmpty()) {
        QStringList list;
        for (const QJsonValue &value : QJsonDocument::fromJson(folders->toUtf8()).array()) {
            if (const QString folder = value.toString().trimmed(); !folder.isEmpty())
                list.append(folder);
        }
        found.folders = list;
    }
    if (const auto fallback = settings.value(QString(kDependencyFallbackKey) + repositoryId); fallback)
        found.fallback = dependencyCopyModeFromName(*fallback).value_or(DependencyCopyMode::Off);
    return found;
}

Status saveDependencySettings(Stores &stores, const QString &repositoryId, const DependencySettings &wanted)
{
    for (const QString &folder : wanted.folders.value_or(QStringList())) {
        if (folder.isEmpty() || folder.contains(QLatin1Char('/')) || folder == QLatin1String("..") || folder == QLatin1String(".")
            || folder == QLatin1String(".git"))
            return Error {
                RepositoryDependenciesWords::tr("\"%1\" is not a folder name at the top of the repository (e.g. node_modules)").arg(folder)
            };
    }
    if (wanted.fallback == DependencyCopyMode::Reflink)
        return Error { RepositoryDependenciesWords::tr("the fallback is off, hard links or copies (clones are tried first anyway)") };
    Configuration configuration(stores);
    const QString folders = wanted.folders
        ? QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(*wanted.folders)).toJson(QJsonDocument::Compact))
        : QString();
    if (Status saved = configuration.setValue(QString(kDependencyFoldersKey) + repositoryId, folders); !saved)
        return saved;
    return configuration.setValue(QString(kDependencyFallbackKey) + repositoryId, dependencyCopyModeName(wanted.fallback));
}

void readDependencySettings(const SettingsQueries &settings, const QString &repositoryId, RepositorySettings &into)
{
    const DependencySettings found = dependencySettings(settings, repositoryId);
    into.dependencyFolders = found.folders;
    into.dependencyFallback = found.fallback;
}

QFuture<Expected<DependencyCosts>> measureDependencyFolders(const QString &checkout, const std::optional<QStringList> &folders,
                                                            const QString &worktreesRoot)
{
    return QtConcurrent::run(&backgroundPool(), [checkout, folders, worktreesRoot]() -> Expected<DependencyCosts> {
        DependencyCosts costs;
        costs.found = defaultDependencyFolders(checkout);
        QDir().mkpath(worktreesRoot);
        for (const QString &folder : folders.value_or(costs.found)) {
            DependencyFolderCost cost { folder, 0, 0, QFileInfo(QDir(checkout).filePath(folder)).isDir() };
            QDirIterator it(QDir(checkout).filePath(folder), QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                QDirIterator::Subdirectories);
            while (it.hasNext()) {
                it.next();
                cost.bytes += it.fileInfo().size();
                ++cost.files;
            }
            costs.folders.append(cost);
            costs.clones = costs.clones || canCloneInto(checkout, folder, worktreesRoot);
        }
        return costs;
    });
}

} // namespace kandesk
