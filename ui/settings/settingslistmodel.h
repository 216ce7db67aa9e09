// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
class QListView;

namespace kandesk::ui {

// Gives a settings list view the look every page shares (roomy rows, no editing).
void styleSettingsList(QListView *view);

// The left-hand list of a settings page: named entries (profiles, secrets, repositories) by id.
class SettingsListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        IdRole = Qt::UserRole + 700,
    };
    struct Entry {
        QString id;
        QString name;
        QString detail; // tooltip and second line
    };

    explicit SettingsListModel(QObject *parent = nullptr);

    void setEntries(QList<Entry> entries);
    const QList<Entry> &entries() const { return m_entries; }
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<Entry> m_entries;
};

} // namespace kandesk::ui
