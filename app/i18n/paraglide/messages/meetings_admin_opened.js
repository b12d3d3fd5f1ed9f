/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formatted: NonNullable<unknown>, count: NonNullable<unknown> }} Meetings_Admin_OpenedInputs */

const en_meetings_admin_opened = /** @type {(inputs: Meetings_Admin_OpenedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The notice is on its way to ${i?.formatted} member.`);
	return /** @type {LocalizedString} */ (`The notice is on its way to ${i?.formatted} members.`)
	
};

const de_meetings_admin_opened = /** @type {(inputs: Meetings_Admin_OpenedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Einladung geht an ${i?.formatted} Mitglied.`);
	return /** @type {LocalizedString} */ (`Die Einladung geht an ${i?.formatted} Mitglieder.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The notice is on its way to {formatted} member." |
* | * | "The notice is on its way to {formatted} members." |
*
* @param {Meetings_Admin_OpenedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_opened = /** @type {((inputs: Meetings_Admin_OpenedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_OpenedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_opened(inputs)
	return en_meetings_admin_opened(inputs)
});