class Program_weight_tensor_meta_attention_mask:
	name = "in_0"
	original_name = "attention_mask"
	shape = [16, 1, 4096, 4096]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_key:
	name = "in_1"
	original_name = "key"
	shape = [16, 12, 4096, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.784


class Program_weight_tensor_meta_q_embed:
	name = "in_2"
	original_name = "q_embed"
	shape = [16, 12, 4096, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.784


class Program_weight_tensor_meta_value:
	name = "in_3"
	original_name = "value"
	shape = [16, 12, 4096, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.778
