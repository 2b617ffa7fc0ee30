class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_convolution_parameters_weight_"
	shape = [32, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [-0.010117, -0.003753, -0.007745, 0.000169, -0.027987, 0.022222, 0.037346, 0.022556, 0.004736, 0.014062, 0.002961, -0.028030, -0.015976, 0.002654, 0.028252, -0.017847, 0.018474, -0.009200, 0.018206, -0.022305, 0.006793, -0.021787, -0.002465, 0.005974, -0.003457, 0.001962, 0.012303, -0.024656, 0.002358, -0.008871, 0.002333, -0.025696]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.972
	std = 0.290
	min_val = 0
	data = [1.284779, 0.830311, 1.392011, 1.085542, 1.366556, 0.695940, 1.241854, 1.236303, 0.593201, 0.635519, 1.463520, 1.209149, 0.625934, 1.299560, 0.652752, 1.066887, 0.520667, 0.767531, 1.099310, 0.880840, 1.204628, 1.087340, 1.067308, 1.150416, 1.122109, 0.515122, 1.271990, 0.671974, 0.895473, 0.923280, 0.666887, 0.593588]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.014
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.016
	data = [-0.006318, -0.019088, 0.003138, 0.018148, -0.001878, -0.000291, -0.000803, 0.007198, -0.008300, 0.019575, 0.005791, -0.008329, 0.012448, 0.003247, 0.003721, -0.016185, 0.029053, -0.029283, 0.008553, -0.013099, 0.001399, -0.004490, 0.015377, -0.008477, -0.008808, -0.023562, 0.049126, 0.008039, -0.014520, -0.008224, -0.001064, -0.018841]


class Program_weight_tensor_meta_features_8:
	name = "in_5"
	original_name = "features_8"
	shape = [4, 64, 128, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.010
