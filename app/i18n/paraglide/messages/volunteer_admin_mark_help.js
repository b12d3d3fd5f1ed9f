/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Mark_HelpInputs */

const en_volunteer_admin_mark_help = /** @type {(inputs: Volunteer_Admin_Mark_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick everyone who came. Saving records the ticked volunteers as completed (3 hours each on their impact panel) and the unticked ones as no-show. You can save again to correct it.`)
};

const de_volunteer_admin_mark_help = /** @type {(inputs: Volunteer_Admin_Mark_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hak alle ab, die da waren. Beim Speichern zählen die Abgehakten als erledigt (je 3 Stunden in ihrer Bilanz), die anderen als nicht erschienen. Du kannst zum Korrigieren noch mal speichern.`)
};

/**
* | output |
* | --- |
* | "Tick everyone who came. Saving records the ticked volunteers as completed (3 hours each on their impact panel) and the unticked ones as no-show. You can save..." |
*
* @param {Volunteer_Admin_Mark_HelpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_mark_help = /** @type {((inputs?: Volunteer_Admin_Mark_HelpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Mark_HelpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_mark_help(inputs)
	return en_volunteer_admin_mark_help(inputs)
});