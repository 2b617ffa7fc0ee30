class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_u_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_u_"
	shape = [12, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.164


class Program_weight_tensor_meta_query_states:
	name = "in_1"
	original_name = "query_states"
	shape = [8, 12, 499, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.563


class Program_weight_tensor_meta_relative_attention_scores:
	name = "in_2"
	original_name = "relative_attention_scores"
	shape = [8, 12, 499, 997]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.017
	std = 1.779
