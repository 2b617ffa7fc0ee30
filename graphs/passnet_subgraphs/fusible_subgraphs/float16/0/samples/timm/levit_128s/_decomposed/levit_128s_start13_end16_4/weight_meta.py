class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.019
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_bn_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_linear_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_linear_parameters_weight_"
	shape = [256, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.051


class Program_weight_tensor_meta_x:
	name = "in_5"
	original_name = "x"
	shape = [2, 196, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.029
