class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.078


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [192, 48, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_buffers_running_var_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.021
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_norm1_parameters_weight_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_x:
	name = "in_6"
	original_name = "x"
	shape = [4, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.062
	std = 0.094
