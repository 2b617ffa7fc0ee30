class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_attn_buffers_relative_position_index_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_attn_buffers_relative_position_index_"
	shape = [2401]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 168


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_attn_parameters_relative_position_bias_table_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_attn_parameters_relative_position_bias_table_"
	shape = [169, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019
