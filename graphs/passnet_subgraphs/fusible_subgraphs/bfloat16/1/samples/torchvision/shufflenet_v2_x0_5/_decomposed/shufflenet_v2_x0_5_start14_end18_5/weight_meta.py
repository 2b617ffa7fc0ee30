class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_5_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_5_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.116


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_6_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_6_buffers_running_mean_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.018
	data = [0.003748, 0.003579, 0.005103, -0.005024, -0.030081, 0.008779, 0.016796, 0.014215, 0.039590, 0.010517, -0.013988, 0.002051, 0.034117, -0.006101, -0.011093, -0.002918, 0.028016, -0.001648, -0.032250, 0.015043, 0.032845, 0.010356, -0.005661, 0.018526]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_6_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_6_buffers_running_var_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.043
	std = 0.298
	min_val = 0
	data = [1.290550, 0.754522, 1.148983, 1.359995, 0.645505, 0.609615, 0.521788, 1.094089, 1.392551, 0.681010, 0.932658, 1.313002, 1.387963, 1.274184, 1.160130, 1.086776, 1.036712, 1.436514, 1.017847, 1.194316, 0.963509, 1.395994, 0.504477, 0.840982]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_6_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_6_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020
	data = [-0.003914, 0.003219, 0.017338, 0.004584, 0.004658, 0.000728, 0.008141, 0.025033, 0.006855, -0.032090, -0.011746, 0.012008, 0.008756, -0.001929, 0.006605, -0.003750, -0.028541, 0.011851, -0.023164, 0.000715, 0.004320, -0.018322, 0.031197, -0.063074]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_6_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_6_parameters_weight_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.019
	data = [0.984711, 1.004817, 1.003329, 0.955364, 1.027784, 0.989953, 1.033594, 0.979521, 1.029530, 0.994194, 1.010271, 0.995484, 0.987280, 1.022163, 0.999888, 1.029170, 0.984811, 0.998786, 1.017814, 1.009464, 0.989587, 1.020511, 0.988809, 1.008687]


class Program_weight_tensor_meta_input_13:
	name = "in_5"
	original_name = "input_13"
	shape = [4, 24, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.012
	std = 0.102


class Program_weight_tensor_meta_input_8:
	name = "in_6"
	original_name = "input_8"
	shape = [4, 24, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.026
	std = 0.034
