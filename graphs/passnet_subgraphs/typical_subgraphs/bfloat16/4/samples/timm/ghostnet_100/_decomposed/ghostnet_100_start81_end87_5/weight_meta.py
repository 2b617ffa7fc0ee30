class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [60, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.186


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.022
	data = [-0.014314, -0.018058, 0.017096, 0.007223, 0.001825, 0.032519, 0.007015, 0.017868, -0.001841, -0.044849, 0.000037, 0.018724, 0.019076, -0.009758, -0.003434, -0.007229, -0.010264, 0.028475, -0.009559, 0.035437, -0.004496, -0.016496, 0.045222, -0.016806, -0.017157, 0.012053, 0.020949, 0.018446, -0.006356, -0.010452, 0.002478, 0.017049, -0.018953, 0.003085, -0.016658, 0.027820, -0.013744, 0.039002, 0.014618, -0.033761, 0.001723, 0.010689, -0.050347, 0.003548, 0.040919, 0.026916, -0.005011, 0.024196, -0.027766, -0.014759, -0.004459, 0.020465, -0.049128, -0.025023, 0.002519, -0.019015, -0.025901, 0.015009, -0.027712, -0.004178]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.968
	std = 0.274
	min_val = 0
	data = [1.108879, 1.094749, 1.376815, 0.791980, 1.310717, 1.154068, 1.016932, 1.347558, 0.587260, 0.869793, 1.485794, 0.915279, 0.848917, 0.647628, 0.505486, 1.195859, 0.916184, 0.780329, 1.097267, 1.360551, 1.231936, 0.666757, 1.100341, 0.655076, 1.320188, 0.807428, 1.366105, 0.617634, 1.392195, 0.691100, 0.644964, 1.299446, 0.543704, 1.002660, 0.909333, 1.278499, 0.836364, 0.705382, 1.214447, 1.002575, 0.743048, 0.898179, 0.640300, 0.963213, 0.658611, 0.811387, 1.406359, 1.002897, 1.005265, 0.581167, 0.902461, 0.806830, 0.556142, 1.298702, 0.769252, 1.398248, 0.705029, 1.025904, 1.158209, 1.031413]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.018
	data = [-0.017707, 0.007592, -0.009830, 0.009769, 0.020177, 0.000219, -0.012062, 0.002837, -0.017954, 0.006706, -0.015877, 0.013936, 0.042675, 0.006396, -0.006149, -0.000739, -0.009301, -0.013892, -0.000846, -0.018050, -0.015853, 0.000678, -0.029451, -0.030846, -0.051731, -0.017415, 0.002744, 0.000602, -0.006699, 0.019995, 0.008502, 0.012757, -0.004681, -0.023644, -0.006927, 0.005394, -0.024247, 0.002838, -0.029165, 0.051317, -0.000686, -0.030031, -0.020724, -0.005201, -0.028086, -0.010632, -0.005617, 0.006886, 0.009304, 0.010012, -0.012748, -0.015833, 0.014268, -0.029578, -0.005011, -0.001592, -0.002959, 0.021637, 0.000126, -0.009040]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.997887, 1.018635, 1.006501, 1.000923, 1.000051, 1.019955, 0.990514, 1.002562, 1.026067, 0.985481, 1.008703, 0.972342, 0.989340, 0.973780, 0.990480, 0.982060, 1.042469, 0.981508, 0.989284, 1.008709, 1.018211, 0.998221, 1.025318, 1.017511, 1.001156, 1.019699, 0.972213, 0.995937, 1.005726, 0.974952, 1.004102, 1.002419, 0.998096, 0.993126, 0.973741, 0.990488, 1.024205, 1.039962, 0.992033, 0.973103, 1.012723, 1.020200, 1.011270, 0.996600, 1.000069, 0.984579, 1.053430, 0.961078, 0.991904, 0.992754, 0.984219, 1.007559, 0.986404, 0.948901, 0.973090, 1.039054, 1.013503, 0.987277, 0.981086, 1.028211]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_"
	shape = [60, 40, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.091


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020
	data = [0.009456, 0.005159, -0.013261, 0.025935, -0.002632, -0.005829, 0.006745, 0.021009, 0.010475, 0.040147, -0.009559, 0.012142, 0.021820, -0.012348, 0.027849, -0.005338, 0.012229, -0.024968, 0.016189, 0.037917, 0.000797, 0.000347, -0.000541, -0.044790, -0.005535, 0.006141, 0.001563, -0.001850, 0.028369, 0.032103, -0.025036, -0.015239, 0.004589, -0.007466, 0.007096, -0.016547, 0.007193, -0.020081, 0.005763, 0.008390, -0.012212, -0.024010, 0.035252, 0.005574, -0.004394, 0.001743, -0.057789, -0.023926, 0.012031, -0.027054, -0.002167, 0.002081, 0.029976, -0.009440, 0.032271, 0.019633, 0.021201, -0.029815, 0.023283, 0.003065]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.992
	std = 0.282
	min_val = 0
	data = [0.779085, 0.518581, 1.144038, 0.934762, 1.329817, 0.766696, 1.298413, 0.843489, 0.567218, 1.387923, 0.797973, 0.624376, 1.116395, 1.180693, 1.242472, 0.890234, 1.264488, 1.072253, 1.280076, 1.476262, 0.939369, 0.903059, 1.296021, 0.725141, 0.795349, 1.418705, 1.316527, 1.471112, 0.671856, 1.301896, 0.872074, 1.454199, 1.061901, 0.906204, 1.361220, 0.718073, 1.364242, 1.205841, 0.531202, 1.235576, 0.953695, 0.864557, 0.779518, 0.513863, 0.906197, 1.053469, 0.837655, 0.785199, 0.938033, 1.061323, 0.848479, 0.800668, 0.604334, 1.341653, 0.501230, 1.003205, 1.036942, 0.546983, 0.820583, 1.284330]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.018
	data = [0.010631, 0.024328, 0.006247, -0.012958, -0.019887, -0.002320, 0.023380, 0.000098, -0.017436, -0.011789, -0.047847, 0.003446, -0.021324, 0.008790, -0.012022, -0.044085, 0.010473, 0.002202, -0.018890, 0.016379, 0.012816, 0.005873, -0.024227, -0.009478, 0.002334, 0.046364, 0.013634, -0.015858, -0.014026, 0.018240, 0.002937, 0.012110, 0.011419, -0.000587, -0.017466, 0.034430, -0.007248, 0.000742, 0.004349, -0.008302, -0.009018, 0.020605, 0.003339, -0.004895, 0.027985, 0.001067, -0.005915, -0.005676, 0.000386, -0.002089, -0.011484, -0.042613, -0.020912, -0.013697, -0.018244, 0.006026, -0.003933, -0.034714, -0.021884, 0.003875]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_"
	shape = [60]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020
	data = [0.983239, 1.000090, 0.998347, 0.977154, 1.010230, 1.005488, 0.974832, 1.015019, 0.995617, 1.012574, 0.969314, 0.986059, 1.004220, 1.010936, 0.979329, 0.961635, 1.005086, 0.967102, 0.991303, 0.957945, 1.039067, 0.990563, 1.030232, 0.997751, 1.017487, 1.000901, 0.990342, 1.036082, 0.994933, 1.025127, 1.010556, 1.029863, 1.003837, 0.996070, 1.010591, 0.988672, 0.996198, 1.002242, 1.011379, 1.033404, 1.003818, 0.956078, 0.987929, 1.000080, 1.017593, 0.987899, 1.033521, 1.022589, 1.014158, 0.997930, 0.976772, 0.973196, 0.990458, 0.970369, 0.976533, 1.015790, 0.989978, 1.016165, 1.025964, 0.999496]


class Program_weight_tensor_meta_x_19:
	name = "in_10"
	original_name = "x_19"
	shape = [32, 40, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.057
