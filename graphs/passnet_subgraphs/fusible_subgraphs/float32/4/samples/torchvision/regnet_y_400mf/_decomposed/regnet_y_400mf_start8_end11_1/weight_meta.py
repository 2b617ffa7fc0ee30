class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_0_parameters_weight_"
	shape = [48, 8, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.068


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.023
	data = [-0.054101, -0.017536, -0.007915, 0.004067, 0.005879, 0.025198, 0.018134, 0.003379, -0.009696, -0.019157, -0.022829, -0.001048, 0.029605, -0.003571, 0.030543, -0.002420, -0.033718, 0.012555, -0.007817, 0.059953, 0.019874, 0.025751, -0.014305, -0.000707, -0.019930, 0.013262, -0.005451, 0.009982, 0.018367, 0.016457, -0.039139, -0.026006, 0.021081, 0.020065, -0.003513, -0.012782, -0.000664, 0.003534, -0.003430, -0.008868, 0.003319, 0.020253, 0.002604, -0.054464, -0.032691, -0.025901, 0.033981, -0.019265]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.269
	min_val = 0
	data = [1.451096, 1.272507, 1.321884, 0.920632, 0.903218, 0.778096, 1.335397, 1.109296, 1.485995, 1.499376, 1.032708, 0.931037, 0.537043, 1.235173, 0.765255, 1.215901, 1.192284, 1.003070, 1.234675, 0.702984, 0.501864, 1.260783, 0.951866, 0.774108, 0.562115, 0.892996, 1.233822, 1.162875, 0.817889, 1.207568, 1.086559, 1.093541, 0.725869, 0.920617, 0.946983, 1.237471, 1.266260, 0.628409, 0.987402, 1.135103, 0.812015, 1.057302, 1.216129, 1.019509, 0.531619, 0.666949, 0.516779, 1.116858]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.025
	data = [-0.012464, -0.004325, -0.009774, 0.015739, 0.002152, -0.021430, -0.002333, -0.020339, -0.023960, 0.009569, -0.024590, -0.027401, 0.030871, -0.000664, -0.008373, -0.005112, -0.002585, -0.001092, 0.008167, 0.022527, 0.038701, 0.020154, 0.020093, -0.008670, -0.024852, 0.025691, 0.004875, 0.010607, -0.000291, -0.044714, 0.029321, -0.024381, 0.012885, 0.078600, -0.002488, 0.005907, 0.007653, -0.010994, -0.019881, 0.026919, 0.038913, -0.025807, -0.046990, -0.041377, 0.018188, -0.013892, 0.039189, -0.022077]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.017
	data = [0.999213, 0.983971, 0.990089, 0.992770, 1.011702, 0.976880, 0.997133, 0.996105, 0.998289, 1.027890, 1.011938, 0.990343, 0.992678, 0.973459, 1.033906, 1.041310, 0.995321, 1.014146, 1.011601, 1.005366, 0.958821, 1.010680, 0.989292, 0.982727, 0.999530, 1.023433, 1.007974, 0.996026, 0.976881, 0.993667, 1.018806, 0.977061, 1.011176, 1.015835, 0.996306, 0.985365, 0.998387, 0.980399, 1.001210, 0.990221, 0.983725, 1.016400, 0.987337, 1.025895, 1.029257, 0.987591, 1.019768, 0.991356]


class Program_weight_tensor_meta_input_8:
	name = "in_5"
	original_name = "input_8"
	shape = [32, 48, 128, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.071
	std = 0.112
