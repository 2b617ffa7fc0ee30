class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch1_modules_2_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage4_modules_0_modules_branch1_modules_2_parameters_weight_"
	shape = [96, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.058


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch1_modules_3_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage4_modules_0_modules_branch1_modules_3_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch1_modules_3_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage4_modules_0_modules_branch1_modules_3_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.034
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch1_modules_3_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage4_modules_0_modules_branch1_modules_3_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch1_modules_3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage4_modules_0_modules_branch1_modules_3_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch2_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stage4_modules_0_modules_branch2_modules_0_parameters_weight_"
	shape = [96, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_stage4_modules_0_modules_branch2_modules_1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch2_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_stage4_modules_0_modules_branch2_modules_1_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch2_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_stage4_modules_0_modules_branch2_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stage4_modules_0_modules_branch2_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stage4_modules_0_modules_branch2_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_input_111:
	name = "in_10"
	original_name = "input_111"
	shape = [128, 96, 12, 12]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.034


class Program_weight_tensor_meta_x_36:
	name = "in_11"
	original_name = "x_36"
	shape = [128, 96, 24, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.014
	std = 0.019
