class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [120, 40, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.128


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.006
	std = 0.279
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [120, 1, 5, 5]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.025


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.020
	std = 0.267
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.022


class Program_weight_tensor_meta_input_33:
	name = "in_10"
	original_name = "input_33"
	shape = [32, 40, 65, 65]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.032
