class Program_weight_tensor_meta_attention_mask:
	name = "in_0"
	original_name = "attention_mask"
	shape = [4, 1, 256, 256]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_key:
	name = "in_1"
	original_name = "key"
	shape = [4, 12, 256, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.784


class Program_weight_tensor_meta_q_embed:
	name = "in_2"
	original_name = "q_embed"
	shape = [4, 12, 256, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.784


class Program_weight_tensor_meta_value:
	name = "in_3"
	original_name = "value"
	shape = [4, 12, 256, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.778
