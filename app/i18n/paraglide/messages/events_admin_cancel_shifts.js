/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_ShiftsInputs */

const en_events_admin_cancel_shifts = /** @type {(inputs: Events_Admin_Cancel_ShiftsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volunteer shift is cancelled; their volunteers get the shift cancellation email.`);
	return /** @type {LocalizedString} */ (`${i?.count} volunteer shifts are cancelled; their volunteers get the shift cancellation email.`)
	
};

const de_events_admin_cancel_shifts = /** @type {(inputs: Events_Admin_Cancel_ShiftsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Helferschicht wird abgesagt; ihre Helfer:innen bekommen die Absage per E-Mail.`);
	return /** @type {LocalizedString} */ (`${i?.count} Helferschichten werden abgesagt; ihre Helfer:innen bekommen die Absage per E-Mail.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} volunteer shift is cancelled; their volunteers get the shift cancellation email." |
* | * | "{count} volunteer shifts are cancelled; their volunteers get the shift cancellation email." |
*
* @param {Events_Admin_Cancel_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_shifts = /** @type {((inputs: Events_Admin_Cancel_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_shifts(inputs)
	return en_events_admin_cancel_shifts(inputs)
});