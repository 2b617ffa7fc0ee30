class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_v_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_v_"
	shape = [12, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.162


class Program_weight_tensor_meta_relative_position_embeddings:
	name = "in_2"
	original_name = "relative_position_embeddings"
	shape = [1, 997, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.223
	std = 0.671
