class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_level2_modules_project_modules_0_parameters_weight_"
	shape = [64, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.178


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_level2_modules_project_modules_1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_level2_modules_project_modules_1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.298
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_level2_modules_project_modules_1_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_level2_modules_project_modules_1_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.016


class Program_weight_tensor_meta_bottom:
	name = "in_5"
	original_name = "bottom"
	shape = [4, 32, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.178
	std = 0.166
