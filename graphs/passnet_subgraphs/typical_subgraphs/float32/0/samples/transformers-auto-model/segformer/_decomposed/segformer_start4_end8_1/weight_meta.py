class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925, -0.001323, -0.007167, -0.031231, -0.007093, 0.021621, 0.002630, 0.031471, 0.015629, -0.021573, -0.014418, 0.029416, 0.005513, 0.013336, -0.019888, -0.023787, -0.023919]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_weight_"
	shape = [32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.015
	data = [-0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.021
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464, 0.995623, 0.951299, 0.998542, 0.999320, 1.019250, 1.006983, 0.981571, 0.998876, 0.987546, 0.990726, 1.038436, 0.991949, 1.002478, 1.023296, 1.018467, 1.027746]


class Program_weight_tensor_meta_embeddings_2:
	name = "in_4"
	original_name = "embeddings_2"
	shape = [2, 3136, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.998
