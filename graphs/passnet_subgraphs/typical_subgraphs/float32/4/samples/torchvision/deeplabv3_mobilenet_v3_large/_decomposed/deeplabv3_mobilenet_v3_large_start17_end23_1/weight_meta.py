class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [72, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.168


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.009
	std = 0.293
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [72, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.058


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.994
	std = 0.267
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_model_modules_backbone_modules_3_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_input_16:
	name = "in_10"
	original_name = "input_16"
	shape = [8, 24, 130, 130]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.063
