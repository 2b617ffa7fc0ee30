class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.041
	data = [-0.041552, -0.002929, -0.066747, 0.067190, 0.013247, -0.047131, -0.009194, -0.009301, 0.064287, -0.022217, -0.032446, 0.035288, -0.012553, 0.021748, -0.032726, -0.014624, -0.003978, 0.051661, 0.048068, -0.051191, 0.002981, -0.026409, -0.052403, 0.048173, 0.028016, 0.062079, 0.055816, -0.041182, 0.011407, -0.025422, 0.026418, 0.015271, 0.058150, -0.016518, -0.008564, -0.017738, 0.071411, -0.052025, -0.062132, -0.026909, -0.048696, 0.052046, -0.035606, 0.051788, -0.012070, -0.027576, -0.021841, -0.061774]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [48, 192, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.041


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.020
	data = [0.022571, -0.016588, 0.001733, 0.013631, -0.014795, -0.018718, 0.010358, -0.009194, -0.000968, -0.018517, -0.001352, 0.027341, -0.010492, 0.005036, -0.002316, -0.000750, 0.023889, -0.023430, 0.029607, -0.009653, -0.022178, 0.022890, -0.007309, -0.042732, 0.021942, 0.004001, 0.017402, 0.001722, -0.011776, -0.008612, 0.003312, -0.021541, 0.028346, -0.022450, -0.040906, 0.024109, -0.002997, -0.047954, -0.034488, -0.000819, -0.020680, 0.022147, -0.023034, 0.000218, 0.001566, -0.010831, 0.005618, -0.023779]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.007
	std = 0.313
	min_val = 0
	data = [1.054432, 1.323797, 0.606362, 0.887449, 1.245570, 1.232885, 0.865191, 0.594391, 0.631574, 0.861517, 0.785269, 1.108069, 1.436566, 1.195883, 1.290646, 1.474432, 1.494124, 1.467463, 0.814785, 0.606540, 1.056228, 1.462059, 0.956581, 0.770407, 0.728221, 1.296502, 0.614016, 1.155597, 0.518310, 1.389595, 0.659750, 1.383155, 1.375070, 1.095235, 0.781113, 0.577117, 0.698797, 0.813912, 1.401944, 0.541832, 0.674470, 1.250130, 1.493591, 0.934073, 1.091686, 0.853912, 0.748122, 1.061447]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [0.000207, -0.019930, 0.019570, -0.008829, -0.005221, 0.015960, -0.022143, 0.046612, -0.015300, -0.009499, -0.009905, -0.003967, 0.044298, -0.002734, -0.020363, 0.003568, -0.010272, -0.011289, -0.018367, -0.014991, -0.001899, 0.022017, 0.026209, -0.005857, -0.015767, -0.003390, -0.043497, 0.014405, 0.005709, 0.004581, 0.025665, -0.027584, 0.010815, -0.018956, 0.004043, -0.007015, 0.010900, 0.030824, 0.012005, -0.006760, 0.008093, 0.017863, -0.029082, 0.023750, -0.005990, 0.045926, 0.006611, 0.043495]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm2_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.023
	data = [1.002535, 1.000111, 1.015887, 1.008143, 0.992782, 1.026205, 0.980699, 1.017612, 0.997950, 0.986460, 0.991787, 0.967629, 1.010158, 1.046459, 1.004596, 0.989407, 0.982534, 1.000085, 0.974842, 0.978311, 1.015060, 1.006473, 0.994500, 1.026112, 1.004235, 1.005439, 0.981463, 0.945340, 0.988717, 0.994520, 1.002796, 1.010171, 1.005542, 0.980375, 1.017777, 1.031380, 0.998363, 0.993012, 1.004049, 0.994232, 1.002966, 1.048375, 1.026557, 0.994723, 1.007289, 1.050880, 0.946211, 1.048852]


class Program_weight_tensor_meta_x_4:
	name = "in_6"
	original_name = "x_4"
	shape = [4, 192, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.011
	std = 0.055
