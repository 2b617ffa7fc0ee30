class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.980
	std = 0.268
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn3_buffers_running_mean_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.015
	data = [-0.005393, 0.005077, -0.001946, 0.008547, 0.004551, -0.011951, 0.012729, 0.012382, 0.025345, -0.014986, -0.007234, 0.017147, 0.002394, -0.005349, 0.008676, 0.008154, -0.024228, 0.006823, -0.003417, -0.033308, -0.016994, 0.007190, 0.002797, 0.008240, 0.033814, -0.030818, 0.007714, 0.003081, 0.003376, 0.004277, -0.015324, -0.020156, 0.007458, -0.018430, -0.013206, -0.004748, 0.025824, -0.010861, 0.013831, -0.001343]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn3_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn3_buffers_running_var_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.305
	min_val = 0
	data = [1.122247, 0.771098, 0.686829, 1.246198, 0.647984, 0.699155, 0.850675, 0.542705, 1.406402, 1.397754, 1.095694, 1.180999, 0.520430, 1.194049, 1.270510, 0.716133, 0.595163, 0.823689, 1.436248, 1.482268, 1.002000, 0.954388, 0.852559, 0.996697, 0.848312, 1.271668, 0.522847, 0.925073, 1.092507, 1.285394, 1.173385, 0.913627, 1.117814, 0.772847, 0.559946, 1.381159, 1.498713, 1.489757, 0.583675, 1.049465]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn3_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn3_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.023
	data = [-0.024247, 0.002838, -0.029165, 0.051317, -0.023457, 0.016511, -0.030969, -0.023392, 0.034923, 0.014214, 0.007318, -0.041899, -0.006495, -0.023523, 0.000723, -0.033691, -0.005892, -0.006100, 0.004024, 0.006693, 0.019012, -0.033132, 0.015354, -0.013014, 0.045492, -0.018239, 0.010209, 0.010632, -0.019183, -0.002313, 0.010314, -0.002285, -0.011655, 0.002429, 0.013606, -0.006994, 0.035420, 0.018698, 0.013916, 0.038103]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn3_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn3_parameters_weight_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.024
	data = [0.995408, 1.003151, 0.976286, 0.974181, 1.000069, 0.984579, 1.053430, 0.961078, 1.044296, 1.033491, 0.995224, 0.961647, 0.986404, 0.948901, 0.973090, 1.039054, 1.016755, 1.028236, 1.008005, 1.013640, 0.982293, 1.007592, 0.990170, 1.009769, 0.984147, 1.000678, 0.970549, 0.969154, 1.031508, 1.015219, 0.984031, 1.021282, 0.993301, 1.019994, 1.008502, 1.012757, 1.005518, 0.975669, 1.005250, 1.009652]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_conv_dw_parameters_weight_"
	shape = [144, 1, 5, 5]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.281


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [40, 144, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.225


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn1_buffers_running_mean_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn1_buffers_running_var_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.994
	std = 0.299
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn1_parameters_bias_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn1_parameters_weight_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_mean_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_var_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_var_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.996
	std = 0.272
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_bias_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_weight_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.023
	data = [-0.034917, -0.000372, 0.003160, 0.002820, -0.037879, 0.018597, 0.013119, 0.018112, 0.007877, 0.024505, 0.001591, 0.034401, 0.066007, 0.011389, 0.008968, 0.035171, 0.013612, -0.031652, -0.005898, -0.021485, -0.028697, 0.016105, 0.013408, 0.005515, 0.037540, -0.011350, -0.015158, 0.020733, -0.012737, -0.016772, -0.001432, 0.012754, -0.014509, 0.032392, 0.009645, 0.004530, -0.028206, -0.010520, -0.037562, -0.011141]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.046
	std = 0.333
	min_val = 0
	data = [0.887694, 1.314501, 0.654400, 1.100177, 1.304810, 0.852643, 1.471933, 1.418788, 0.588055, 1.483214, 1.387529, 1.431556, 1.189741, 0.550839, 0.818592, 1.140485, 1.460754, 0.903710, 1.401440, 1.425771, 1.026180, 0.519140, 1.451809, 1.257810, 1.471811, 0.971099, 1.246187, 0.600934, 0.735109, 0.804984, 1.462989, 0.656164, 1.349843, 1.050174, 0.683268, 0.856980, 0.636913, 0.642272, 1.016470, 0.599877]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.020
	data = [-0.003664, 0.012282, -0.002052, 0.009700, 0.017929, -0.006719, -0.011262, 0.018490, -0.001656, 0.026562, -0.023257, 0.008287, -0.026311, 0.049147, 0.033445, 0.010347, 0.019406, -0.016024, 0.005553, -0.038761, -0.012582, 0.002397, 0.020601, 0.025931, 0.004352, -0.009619, 0.012324, -0.005877, 0.005410, 0.015851, -0.011639, 0.007465, -0.027558, 0.010965, 0.044062, -0.015319, 0.027072, 0.009987, -0.031205, 0.022629]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.019
	data = [1.034655, 0.997990, 1.007887, 0.992480, 1.021804, 0.994106, 0.984476, 0.995416, 0.978339, 0.975268, 0.976316, 0.997464, 1.034701, 0.979800, 0.994115, 0.991929, 1.003682, 1.012551, 1.041997, 1.015355, 0.983207, 0.992928, 0.984022, 1.010768, 1.020932, 0.973161, 0.966448, 1.013830, 1.003719, 1.002679, 0.984739, 1.014667, 0.971182, 1.012953, 0.982189, 0.967939, 0.993850, 0.974772, 1.009325, 1.005208]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_22"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_conv_dw_parameters_weight_"
	shape = [240, 1, 5, 5]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.281


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_conv_pw_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_conv_pw_parameters_weight_"
	shape = [240, 40, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.091


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_conv_pwl_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_blocks_modules_2_modules_1_modules_conv_pwl_parameters_weight_"
	shape = [40, 240, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.227


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_25"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn1_buffers_running_mean_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn1_buffers_running_var_:
	name = "in_26"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn1_buffers_running_var_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.991
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn1_parameters_bias_:
	name = "in_27"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn1_parameters_bias_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn1_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn1_parameters_weight_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_conv_pw_parameters_weight_"
	shape = [240, 40, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.093


class Program_weight_tensor_meta_x_30:
	name = "in_30"
	original_name = "x_30"
	shape = [4, 144, 59, 59]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.280
	std = 0.432
