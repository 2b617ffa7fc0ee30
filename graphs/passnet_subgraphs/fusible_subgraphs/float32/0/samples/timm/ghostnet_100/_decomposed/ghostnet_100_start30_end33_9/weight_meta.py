class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [12, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.028
	std = 0.192


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [12]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.009549, 0.022434, 0.018983, -0.008592, -0.020066, 0.014156, -0.001413, 0.016138, -0.013072, -0.007054, -0.032370, 0.030873]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [12]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.041
	std = 0.315
	min_val = 0
	data = [1.055551, 1.208615, 1.435388, 0.581521, 0.727538, 1.267676, 1.466720, 1.216274, 0.716661, 0.828258, 0.691534, 1.291262]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [12]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.016
	data = [0.007300, 0.007640, 0.018690, -0.002023, -0.014860, -0.019979, -0.000537, 0.001852, -0.011795, 0.010253, 0.016125, -0.035400]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [12]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.995997, 1.025214, 1.027011, 0.980042, 0.993714, 1.019299, 0.971825, 0.983672, 1.013969, 1.027967, 0.981004, 0.987535]


class Program_weight_tensor_meta_input_18:
	name = "in_5"
	original_name = "input_18"
	shape = [2, 12, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.040
