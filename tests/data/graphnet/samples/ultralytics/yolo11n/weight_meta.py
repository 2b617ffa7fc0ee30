class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 640, 640]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.500
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_0_modules_conv_parameters_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_0_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.022
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_0_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_0_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.067
    std = 1.904
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_0_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.805
    std = 4.256
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_1_modules_conv_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.094
    std = 0.662
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.721
    std = 1.187
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.770
    std = 0.892
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.378
    std = 1.518
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.295
    std = 0.897
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.723
    std = 1.097
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.947
    std = 1.025
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.888
    std = 1.480
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [8, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.525
    std = 0.464
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.551
    std = 1.013
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.647
    std = 0.516
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.318
    std = 0.993
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [16, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.071
    std = 0.150
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.149
    std = 0.455
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.971
    std = 2.876
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.634
    std = 1.307
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.698
    std = 0.306
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.928
    std = 0.800
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.027
    std = 1.178
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_3_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_3_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.640
    std = 0.742
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_3_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.649
    std = 0.461
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_3_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.967
    std = 0.257
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_3_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.377
    std = 1.020
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.475
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.083
    std = 0.045
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.696
    std = 0.281
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.435
    std = 0.694
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [16, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.237
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.058
    std = 0.024
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.531
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.494
    std = 0.698
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.082
    std = 0.231
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.032
    std = 0.013
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.781
    std = 0.173
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.129
    std = 1.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_conv_parameters_weight_"
    shape = [128, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.222
    std = 0.383
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.036
    std = 0.016
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.759
    std = 0.206
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.834
    std = 0.664
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_5_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_5_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.032
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_5_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.040
    std = 0.031
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_5_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.712
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_5_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.160
    std = 0.791
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.193
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.011
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.855
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.147
    std = 0.703
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.528
    std = 0.156
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.344
    std = 0.558
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.161
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.029
    std = 0.010
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.907
    std = 0.135
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.611
    std = 0.498
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.030
    std = 0.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.812
    std = 0.187
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.240
    std = 0.676
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.240
    std = 0.269
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.081
    std = 0.027
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.798
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.578
    std = 0.565
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.034
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.006
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.061
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.173
    std = 0.767
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.064
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.299
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.334
    std = 0.340
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.134
    std = 0.436
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.074
    std = 0.026
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.043
    std = 0.227
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.382
    std = 0.613
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_conv_parameters_weight_"
    shape = [128, 192, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.070
    std = 0.120
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.054
    std = 0.018
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.851
    std = 0.211
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.507
    std = 0.751
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_7_modules_conv_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_7_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.022
    std = 0.187
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_7_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.049
    std = 0.027
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_7_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.879
    std = 0.222
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_7_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.541
    std = 0.597
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.111
    std = 0.177
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.682
    std = 0.573
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.020
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.666
    std = 0.233
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.106
    std = 0.576
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.157
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.030
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.352
    std = 0.184
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.922
    std = 0.582
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.068
    std = 0.030
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.149
    std = 0.340
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.047
    std = 0.716
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.242
    std = 0.260
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.138
    std = 0.059
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.294
    std = 0.221
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.553
    std = 0.675
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.065
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.085
    std = 0.046
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.642
    std = 0.462
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.456
    std = 0.757
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.413
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.264
    std = 0.154
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.205
    std = 0.256
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.112
    std = 0.063
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.283
    std = 0.206
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.696
    std = 0.474
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_conv_parameters_weight_"
    shape = [256, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.053
    std = 0.023
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.200
    std = 0.260
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.479
    std = 0.633
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.084
    std = 0.170
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.061
    std = 0.024
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.804
    std = 0.102
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.993
    std = 0.430
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_conv_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.249
    std = 1.117
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.122
    std = 0.062
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.899
    std = 0.272
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.175
    std = 1.033
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_cv1_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv1_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_10_modules_cv1_modules_bn_buffers_running_mean_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.071
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_cv1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.013
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_cv1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.466
    std = 0.330
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_cv1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.205
    std = 0.649
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_conv_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.038
    std = 0.253
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.056
    std = 0.043
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.184
    std = 0.409
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034
    std = 0.345
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_conv_parameters_weight_"
    shape = [128, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.035
    std = 0.040
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.824
    std = 0.327
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.006
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.751
    std = 0.153
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_conv_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.095
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.049
    std = 0.016
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.974
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.504
    std = 0.204
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.687
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_cv2_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv2_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_10_modules_cv2_modules_bn_buffers_running_mean_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.065
    std = 0.131
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_cv2_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.107
    std = 0.034
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_cv2_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.994
    std = 0.232
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_cv2_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.024
    std = 0.699
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_cv1_modules_conv_parameters_weight_"
    shape = [128, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv1_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_13_modules_cv1_modules_bn_buffers_running_mean_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.077
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_13_modules_cv1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.012
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_cv1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.716
    std = 0.204
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_13_modules_cv1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.281
    std = 0.840
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.028
    std = 0.161
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.010
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.692
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.328
    std = 0.693
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.034
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.883
    std = 0.202
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_13_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.104
    std = 0.710
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_cv2_modules_conv_parameters_weight_"
    shape = [128, 192, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv2_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_13_modules_cv2_modules_bn_buffers_running_mean_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.029
    std = 0.159
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_13_modules_cv2_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.020
    std = 0.008
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_cv2_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.627
    std = 0.202
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_13_modules_cv2_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.391
    std = 0.631
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv1_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_16_modules_cv1_modules_bn_buffers_running_mean_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.042
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_16_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.450
    std = 0.186
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_16_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.086
    std = 0.879
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [16, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.150
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.661
    std = 0.142
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.096
    std = 0.687
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.055
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.020
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.768
    std = 0.213
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_16_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.074
    std = 0.762
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv2_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_16_modules_cv2_modules_bn_buffers_running_mean_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.164
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_16_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.543
    std = 0.260
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_16_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.125
    std = 0.839
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_17_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_17_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_17_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_17_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.087
    std = 0.210
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_17_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_17_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.022
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_17_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_17_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.771
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_17_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_17_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.622
    std = 0.593
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_cv1_modules_conv_parameters_weight_"
    shape = [128, 192, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv1_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_19_modules_cv1_modules_bn_buffers_running_mean_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.035
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_19_modules_cv1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_cv1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.672
    std = 0.196
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_19_modules_cv1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.267
    std = 0.603
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.056
    std = 0.129
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.006
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.907
    std = 0.228
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.252
    std = 0.780
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.132
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.022
    std = 0.011
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.188
    std = 0.249
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_19_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.168
    std = 0.578
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_cv2_modules_conv_parameters_weight_"
    shape = [128, 192, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv2_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_19_modules_cv2_modules_bn_buffers_running_mean_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_19_modules_cv2_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_cv2_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.769
    std = 0.282
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_19_modules_cv2_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.423
    std = 0.652
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.011
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.939
    std = 0.195
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.584
    std = 0.345
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_cv1_modules_conv_parameters_weight_"
    shape = [256, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv1_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_22_modules_cv1_modules_bn_buffers_running_mean_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.027
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_cv1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.006
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_cv1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.100
    std = 0.181
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_cv1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.656
    std = 0.443
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.026
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.008
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.358
    std = 0.148
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.186
    std = 0.440
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.051
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.781
    std = 0.649
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.041
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.020
    std = 0.010
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.940
    std = 0.240
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.250
    std = 0.694
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.054
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.039
    std = 0.018
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.926
    std = 0.233
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.813
    std = 0.648
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.012
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.703
    std = 0.405
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.175
    std = 0.628
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.145
    std = 0.111
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.125
    std = 0.111
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.084
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.038
    std = 0.026
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.330
    std = 0.368
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.425
    std = 0.557
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_cv2_modules_conv_parameters_weight_"
    shape = [256, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv2_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_22_modules_cv2_modules_bn_buffers_running_mean_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_22_modules_cv2_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_22_modules_cv2_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.062
    std = 0.380
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_22_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_22_modules_cv2_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.563
    std = 0.425
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.055
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.010
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.781
    std = 0.269
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_0_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.617
    std = 0.595
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.054
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.003
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.511
    std = 1.102
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.856
    std = 0.831
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_2_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_0_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_0_modules_2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.998
    std = 0.936
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_conv_parameters_weight_"
    shape = [64, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.027
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.552
    std = 0.330
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_0_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.130
    std = 1.096
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_conv_parameters_weight_"
    shape = [80, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.108
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.647
    std = 0.226
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_0_modules_1_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.188
    std = 0.805
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_conv_parameters_weight_"
    shape = [80, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.634
    std = 0.294
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_0_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.976
    std = 0.678
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_conv_parameters_weight_"
    shape = [80, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.134
    std = 0.230
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.741
    std = 0.478
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_1_modules_1_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.222
    std = 1.938
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_2_parameters_weight_"
    shape = [80, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_0_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_0_modules_2_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -11.643
    std = 0.942
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_conv_parameters_weight_"
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.008
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.049
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.011
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.246
    std = 0.478
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_0_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.448
    std = 0.632
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.049
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.040
    std = 0.014
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.666
    std = 1.098
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.707
    std = 0.634
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_2_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_1_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_1_modules_2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.998
    std = 1.053
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_conv_parameters_weight_"
    shape = [128, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.798
    std = 0.253
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_0_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.540
    std = 0.764
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_conv_parameters_weight_"
    shape = [80, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.830
    std = 0.343
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_0_modules_1_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.070
    std = 0.729
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_conv_parameters_weight_"
    shape = [80, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.740
    std = 0.378
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_0_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.731
    std = 0.748
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_conv_parameters_weight_"
    shape = [80, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.093
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.903
    std = 0.750
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_1_modules_1_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.266
    std = 1.676
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_2_parameters_weight_"
    shape = [80, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_1_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_1_modules_2_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -10.375
    std = 0.725
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_conv_parameters_weight_"
    shape = [64, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.005
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.121
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.088
    std = 0.034
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.437
    std = 0.342
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_0_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.353
    std = 0.620
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.080
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.086
    std = 0.034
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.069
    std = 0.958
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.785
    std = 0.629
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_2_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv2_modules_2_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv2_modules_2_modules_2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.998
    std = 1.022
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_conv_parameters_weight_"
    shape = [256, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.007
    std = 0.259
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_0_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.150
    std = 0.372
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_conv_parameters_weight_"
    shape = [80, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.006
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.081
    std = 0.303
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_0_modules_1_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.023
    std = 0.695
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_conv_parameters_weight_"
    shape = [80, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.838
    std = 0.391
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_0_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.683
    std = 0.798
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_conv_parameters_weight_"
    shape = [80, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.091
    std = 0.144
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.164
    std = 0.736
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_1_modules_1_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.541
    std = 1.464
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_2_parameters_weight_"
    shape = [80, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_cv3_modules_2_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_23_modules_cv3_modules_2_modules_2_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.076
    std = 0.750
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_stride:
    name = "L_self_modules_model_modules_23_stride"
    shape = [3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 18.667
    std = 12.220
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_23_modules_dfl_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_23_modules_dfl_modules_conv_parameters_weight_"
    shape = [1, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.500
    std = 4.761
    data = None
