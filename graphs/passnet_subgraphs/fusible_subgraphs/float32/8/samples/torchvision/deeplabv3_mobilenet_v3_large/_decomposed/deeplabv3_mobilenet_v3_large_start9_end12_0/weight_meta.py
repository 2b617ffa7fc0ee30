class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [64, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.175


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.022
	std = 0.311
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.018


class Program_weight_tensor_meta_result:
	name = "in_5"
	original_name = "result"
	shape = [32, 16, 260, 260]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.023
	std = 0.176
