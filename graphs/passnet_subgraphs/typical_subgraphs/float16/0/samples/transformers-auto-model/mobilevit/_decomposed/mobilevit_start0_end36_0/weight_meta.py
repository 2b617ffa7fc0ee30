class Program_weight_tensor_meta_L_pixel_values_:
	name = "in_0"
	original_name = "L_pixel_values_"
	shape = [2, 3, 256, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_convolution_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_conv_stem_modules_convolution_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_conv_stem_modules_normalization_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.016
	data = [-0.012723, 0.013850, 0.009674, 0.006523, 0.004567, -0.022761, 0.013505, -0.017805, -0.017701, -0.003022, 0.004637, 0.027378, 0.017479, -0.027032, -0.008120, -0.010195]


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_conv_stem_modules_normalization_buffers_running_var_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.034
	std = 0.323
	min_val = 0
	data = [1.059937, 1.335502, 0.623997, 1.485392, 1.490861, 0.655584, 0.977129, 1.217363, 0.677309, 0.763161, 1.354948, 1.380859, 0.622493, 1.215700, 0.749386, 0.935548]


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_conv_stem_modules_normalization_parameters_bias_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019
	data = [-0.022517, -0.023047, -0.005012, -0.008678, 0.016974, 0.013840, -0.006320, -0.042304, 0.006445, -0.025267, 0.007000, 0.006163, 0.002397, 0.024753, 0.022336, -0.004946]


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_conv_stem_modules_normalization_parameters_weight_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.021
	data = [-0.012719, 0.008351, 0.009944, 0.009427, 0.040958, 0.007398, 0.000546, 0.007674, -0.006386, 0.027627, -0.009595, -0.009130, -0.004198, 0.026726, 0.019416, -0.049426]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_convolution_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_convolution_parameters_weight_"
	shape = [64, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_mean_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_var_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.053
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_bias_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_convolution_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_convolution_parameters_weight_"
	shape = [64, 16, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_mean_:
	name = "in_12"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_var_:
	name = "in_13"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.997
	std = 0.307
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_convolution_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_convolution_parameters_weight_"
	shape = [32, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
	name = "in_17"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [-0.010117, -0.003753, -0.007745, 0.000169, -0.027987, 0.022222, 0.037346, 0.022556, 0.004736, 0.014062, 0.002961, -0.028030, -0.015976, 0.002654, 0.028252, -0.017847, 0.018474, -0.009200, 0.018206, -0.022305, 0.006793, -0.021787, -0.002465, 0.005974, -0.003457, 0.001962, 0.012303, -0.024656, 0.002358, -0.008871, 0.002333, -0.025696]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_var_:
	name = "in_18"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.972
	std = 0.290
	min_val = 0
	data = [1.284779, 0.830311, 1.392011, 1.085542, 1.366556, 0.695940, 1.241854, 1.236303, 0.593201, 0.635519, 1.463520, 1.209149, 0.625934, 1.299560, 0.652752, 1.066887, 0.520667, 0.767531, 1.099310, 0.880840, 1.204628, 1.087340, 1.067308, 1.150416, 1.122109, 0.515122, 1.271990, 0.671974, 0.895473, 0.923280, 0.666887, 0.593588]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_bias_:
	name = "in_19"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.014
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.016
	data = [-0.006318, -0.019088, 0.003138, 0.018148, -0.001878, -0.000291, -0.000803, 0.007198, -0.008300, 0.019575, 0.005791, -0.008329, 0.012448, 0.003247, 0.003721, -0.016185, 0.029053, -0.029283, 0.008553, -0.013099, 0.001399, -0.004490, 0.015377, -0.008477, -0.008808, -0.023562, 0.049126, 0.008039, -0.014520, -0.008224, -0.001064, -0.018841]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_convolution_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_convolution_parameters_weight_"
	shape = [128, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_mean_:
	name = "in_22"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_var_:
	name = "in_23"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.019
	std = 0.280
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_bias_:
	name = "in_24"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_conv_3x3_modules_normalization_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_convolution_parameters_weight_:
	name = "in_26"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_convolution_parameters_weight_"
	shape = [128, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_mean_:
	name = "in_27"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_var_:
	name = "in_28"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.987
	std = 0.293
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_bias_:
	name = "in_29"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_weight_:
	name = "in_30"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_convolution_parameters_weight_:
	name = "in_31"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_convolution_parameters_weight_"
	shape = [64, 128, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
	name = "in_32"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_var_:
	name = "in_33"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.020
	std = 0.303
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_bias_:
	name = "in_34"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_weight_:
	name = "in_35"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_0_modules_reduce_1x1_modules_normalization_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_convolution_parameters_weight_:
	name = "in_36"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_convolution_parameters_weight_"
	shape = [256, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_buffers_running_mean_:
	name = "in_37"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_buffers_running_var_:
	name = "in_38"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.274
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_parameters_bias_:
	name = "in_39"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_parameters_weight_:
	name = "in_40"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_conv_3x3_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_convolution_parameters_weight_:
	name = "in_41"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_convolution_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_buffers_running_mean_:
	name = "in_42"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_buffers_running_var_:
	name = "in_43"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.004
	std = 0.271
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_parameters_bias_:
	name = "in_44"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_parameters_weight_:
	name = "in_45"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_expand_1x1_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_convolution_parameters_weight_:
	name = "in_46"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_convolution_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
	name = "in_47"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_:
	name = "in_48"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.991
	std = 0.248
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_:
	name = "in_49"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_:
	name = "in_50"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_convolution_parameters_weight_:
	name = "in_51"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_convolution_parameters_weight_"
	shape = [256, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_buffers_running_mean_:
	name = "in_52"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_buffers_running_var_:
	name = "in_53"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.018
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_parameters_bias_:
	name = "in_54"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_parameters_weight_:
	name = "in_55"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_conv_3x3_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_convolution_parameters_weight_:
	name = "in_56"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_convolution_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_buffers_running_mean_:
	name = "in_57"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_buffers_running_var_:
	name = "in_58"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_parameters_bias_:
	name = "in_59"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_parameters_weight_:
	name = "in_60"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_expand_1x1_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_convolution_parameters_weight_:
	name = "in_61"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_convolution_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
	name = "in_62"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_buffers_running_var_:
	name = "in_63"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.943
	std = 0.283
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_parameters_bias_:
	name = "in_64"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_parameters_weight_:
	name = "in_65"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_2_modules_reduce_1x1_modules_normalization_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.018
